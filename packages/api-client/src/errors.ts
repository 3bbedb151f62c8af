/** Every failure of a call is one of these: never a silently resolved `undefined`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422: a map of field → messages. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly errors: FieldErrors,
    body: unknown,
  ) {
    super(message, 422, body);
  }
  /** The messages of one field joined with commas, as forms show them; undefined when the field is valid. */
  fieldMessage(field: string): string | undefined {
    return joinFieldMessages(this.errors, field);
  }
}

export function joinFieldMessages(errors: FieldErrors, field: string): string | undefined {
  const messages = errors[field];
  return messages && messages.length > 0 ? messages.join(', ') : undefined;
}

export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
export class CompanyNotFoundError extends ApiError {
  override name = 'CompanyNotFoundError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class UpgradeRequiredError extends ApiError {
  override name = 'UpgradeRequiredError';
}
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  constructor(
    message: string,
    body: unknown,
    /** Seconds to wait, from `Retry-After`; null when the server did not say. */
    readonly retryAfter: number | null,
  ) {
    super(message, 429, body);
  }
}
export class ServerError extends ApiError {
  override name = 'ServerError';
}
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(message: string, readonly cause?: unknown) {
    super(message, 0, null);
  }
}
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  constructor(message: string) {
    super(message, 0, null);
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return fallback;
}

function errorCodeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return undefined;
}

/** Maps an HTTP failure to its typed error. */
export function toApiError(status: number, body: unknown, headers?: Headers): ApiError {
  const message = messageOf(body, `HTTP ${status}`);
  if (status === 401) return new UnauthenticatedError(message, status, body);
  if (status === 403) return new ForbiddenError(message, status, body);
  if (status === 404) {
    return errorCodeOf(body) === 'company.not_found'
      ? new CompanyNotFoundError(message, status, body)
      : new NotFoundError(message, status, body);
  }
  if (status === 405) return new UpgradeRequiredError(message, status, body);
  if (status === 422) {
    const errors = body && typeof body === 'object' && 'errors' in body ? (body.errors as FieldErrors) : {};
    return new ValidationError(message, errors ?? {}, body);
  }
  if (status === 429) {
    const retryAfter = Number(headers?.get('retry-after'));
    return new RateLimitedError(message, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  if (status >= 500) return new ServerError(message, status, body);
  return new ApiError(message, status, body);
}
