/**
 * An error whose Spanish message is meant for the person using the app. Thrown by routes and
 * services; the error handler turns it into `{ message, errors? }` with this status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Recurso no encontrado.') => new HttpError(404, message);

/** A refusal that names the form field it is about (422 unless told), shown under that field. */
export const fieldError = (field: string, message: string, status = 422) =>
  new HttpError(status, message, { [field]: [message] });

/**
 * A limit was reached; the answer carries Retry-After. 429 when it is the caller's limit, 503
 * when the server is busy with too many such requests from everyone (the photo queue).
 */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    status: 429 | 503 = 429,
  ) {
    super(status, message);
    this.name = 'TooManyRequestsError';
  }
}
