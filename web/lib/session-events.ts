// Kept apart from the API client (which brings zod along) so the app shell can listen for the
// end of a session without downloading the client first.

/** Fired on window when the server or the token expiry ends the session. */
export const SESSION_ENDED_EVENT = 'campo:session-ended';

/** `detail` of SESSION_ENDED_EVENT: why the session ended, in Spanish. */
export type SessionEndedDetail = { message: string };
