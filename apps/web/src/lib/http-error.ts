/** Why a call failed: an error answer, no answer at all, too slow, or cancelled by the caller. */
export type HttpFailure = 'http' | 'network' | 'timeout' | 'cancel';

/** What the server answered, for failures that got an answer. */
export interface HttpErrorResponse {
  status: number;
  data: unknown;
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  retryAfter?: number;
}

/** The one error type the HTTP client rejects with. */
export class HttpError extends Error {
  readonly kind: HttpFailure;
  readonly response: HttpErrorResponse | undefined;

  constructor(message: string, kind: HttpFailure, response?: HttpErrorResponse) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.response = response;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
