import { refusalText } from '../../../lib/refusal-text';

const ACTION_FAILED = 'No pudimos hacerlo. Inténtalo de nuevo.';

/** What a failed harvest or reservation action says. */
export const actionErrorText = (error: unknown) => refusalText(error, ACTION_FAILED);
