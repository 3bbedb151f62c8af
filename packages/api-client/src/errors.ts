/**
 * Every failure of a call is one of these typed errors: never a silently resolved `undefined` (the predecessor
 * swallowed 403 / 405 / 429 and screens crashed later, reference §14.1.5). Each carries the HTTP status
 * (0 when no answer arrived) and the parsed body, so a screen can show the server's own message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The machine-readable `error` code of the body (`forbidden`, `company.not_found`, ...), when present. */
  readonly code: string | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = errorCodeOf(body);
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
  /** Every field's messages joined with commas: what a form puts under each of its fields. */
  fieldMessages(): Record<string, string> {
    return joinAllFieldMessages(this.errors);
  }
}

/** The messages of one field joined with commas; undefined when the field has none. */
export function joinFieldMessages(errors: FieldErrors, field: string): string | undefined {
  const messages = errors[field];
  return messages && messages.length > 0 ? messages.join(', ') : undefined;
}

export function joinAllFieldMessages(errors: FieldErrors): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const field of Object.keys(errors)) {
    const text = joinFieldMessages(errors, field);
    if (text !== undefined) joined[field] = text;
  }
  return joined;
}

/** 401 that could not be healed by a token refresh: the session is over. */
export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';
}
/**
 * The answer arrived after the session it was sent for had ended (logout, or another user logged in).
 * It is dropped so that it can neither clear nor feed the newer session; screens may ignore this error.
 */
export class SessionChangedError extends ApiError {
  override name = 'SessionChangedError';
  constructor() {
    super('A sessão mudou enquanto a requisição estava em andamento.', 0, null);
  }
}
/** 403 `forbidden` (permission) or `not.access.in.company` (not an active member): the app goes to /nao-autorizado. */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
/** 404 with code `company.not_found`: the app goes to /404-company. */
export class CompanyNotFoundError extends ApiError {
  override name = 'CompanyNotFoundError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 405: the company's plan does not include this feature ("Upgrade necessário"). */
export class UpgradeRequiredError extends ApiError {
  override name = 'UpgradeRequiredError';
}
/** 409: the record changed under the caller (e.g. two agents claiming one ticket). */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/**
 * 412: the server asks for an explicit confirmation (e.g. a duplicate gift automation); the caller re-sends
 * with `confirmado: true` after showing `message`.
 */
export class ConfirmationRequiredError extends ApiError {
  override name = 'ConfirmationRequiredError';
}
/** 413: the body (usually an upload) is larger than the server accepts. */
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError';
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
/** No answer: offline, DNS, CORS, connection reset. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(message: string, cause?: unknown) {
    super(message, 0, null, { cause });
  }
}
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  constructor(
    message: string,
    readonly timeoutMs: number,
  ) {
    super(message, 0, null);
  }
}

/** Whether an error is the caller's own cancellation (AbortSignal), which screens should ignore silently. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: unknown, fallback: string): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return fallback;
}

function errorCodeOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
}

/** Accepts `{field: ['a', 'b']}` and the looser `{field: 'a'}`; anything else is dropped, never trusted blindly. */
function fieldErrorsOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(body) || !isRecord(body.errors)) return errors;
  for (const [field, value] of Object.entries(body.errors)) {
    if (typeof value === 'string') errors[field] = [value];
    else if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === 'string');
      if (messages.length > 0) errors[field] = messages;
    }
  }
  return errors;
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date has a weekday and a month name; without letters `Date.parse` would take "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  405: 'Upgrade necessário: seu plano não inclui este recurso.',
  409: 'O registro foi alterado por outra pessoa.',
  412: 'Confirme para continuar.',
  413: 'O conteúdo enviado é grande demais.',
  422: 'Os dados informados são inválidos.',
  429: 'Muitas requisições. Aguarde um instante e tente novamente.',
};

/** Maps an HTTP failure to its typed error. */
export function toApiError(status: number, body: unknown, headers?: Headers): ApiError {
  const fallback = FALLBACK_MESSAGES[status] ?? (status >= 500 ? 'Erro interno do servidor.' : `HTTP ${status}`);
  const message = messageOf(body, fallback);
  switch (status) {
    case 401:
      return new UnauthenticatedError(message, status, body);
    case 403:
      return new ForbiddenError(message, status, body);
    case 404:
      return errorCodeOf(body) === 'company.not_found'
        ? new CompanyNotFoundError(message, status, body)
        : new NotFoundError(message, status, body);
    case 405:
      return new UpgradeRequiredError(message, status, body);
    case 409:
      return new ConflictError(message, status, body);
    case 412:
      return new ConfirmationRequiredError(message, status, body);
    case 413:
      return new PayloadTooLargeError(message, status, body);
    case 422:
      return new ValidationError(message, fieldErrorsOf(body), body);
    case 429:
      return new RateLimitedError(message, body, parseRetryAfter(headers?.get('retry-after')));
    default:
      return status >= 500 ? new ServerError(message, status, body) : new ApiError(message, status, body);
  }
}
