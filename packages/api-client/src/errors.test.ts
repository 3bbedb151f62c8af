import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CompanyNotFoundError,
  ForbiddenError,
  NetworkError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  ValidationError,
  isAbortError,
  joinAllFieldMessages,
  joinFieldMessages,
  parseRetryAfter,
  toApiError,
} from './errors';

describe('toApiError', () => {
  it('keeps the body code on every error', () => {
    const error = toApiError(403, { error: 'not.access.in.company', message: 'Sem acesso.' });
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.code).toBe('not.access.in.company');
    expect(error.name).toBe('ForbiddenError');
  });

  it('tells the company-not-found 404 from any other 404 by its code', () => {
    expect(toApiError(404, { error: 'company.not_found', message: 'x' })).toBeInstanceOf(CompanyNotFoundError);
    expect(toApiError(404, { error: 'not_found', message: 'x' })).not.toBeInstanceOf(CompanyNotFoundError);
    expect(toApiError(404, null)).not.toBeInstanceOf(CompanyNotFoundError);
  });

  it('falls back to a pt message when the body has none', () => {
    expect(toApiError(403, null).message).toBe('Você não tem permissão para esta ação.');
    expect(toApiError(503, '').message).toBe('Erro interno do servidor.');
    expect(toApiError(418, {}).message).toBe('HTTP 418');
    expect(toApiError(422, { message: '   ' }).message).toBe('Os dados informados são inválidos.');
  });

  it('narrows a 422 errors map instead of trusting it', () => {
    const error = toApiError(422, { message: 'x', errors: { a: 'só uma', b: ['um', 2, 'dois'], c: 42, d: [] } });
    if (!(error instanceof ValidationError)) throw new Error('expected ValidationError');
    expect(error.errors).toEqual({ a: ['só uma'], b: ['um', 'dois'] });
    expect(toApiError(422, { message: 'x', errors: ['not', 'a', 'map'] })).toMatchObject({ errors: {} });
  });

  it('5xx of any kind is a ServerError; an unknown 4xx stays a plain ApiError', () => {
    expect(toApiError(504, null)).toBeInstanceOf(ServerError);
    const teapot = toApiError(418, null);
    expect(teapot).toBeInstanceOf(ApiError);
    expect(teapot.constructor).toBe(ApiError);
  });

  it('429 without Retry-After says null', () => {
    const error = toApiError(429, null, new Headers());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfter: null });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2025, 2, 14, 15, 0, 0);
  it('reads seconds, HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Fri, 14 Mar 2025 15:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 14 Mar 2025 14:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
  });
});

describe('field messages', () => {
  it('joins a field’s messages with commas, as forms show them', () => {
    const errors = { email: ['Obrigatório.', 'Formato inválido.'], nome: [] };
    expect(joinFieldMessages(errors, 'email')).toBe('Obrigatório., Formato inválido.');
    expect(joinFieldMessages(errors, 'nome')).toBeUndefined();
    expect(joinFieldMessages(errors, 'cpf')).toBeUndefined();
    expect(joinAllFieldMessages(errors)).toEqual({ email: 'Obrigatório., Formato inválido.' });
  });
});

describe('transport errors', () => {
  it('carry status 0 and no body', () => {
    const network = new NetworkError('offline', new TypeError('fetch failed'));
    expect(network).toMatchObject({ status: 0, body: null, name: 'NetworkError' });
    expect(network.cause).toBeInstanceOf(TypeError);
    expect(new TimeoutError('slow', 1000)).toMatchObject({ status: 0, timeoutMs: 1000, name: 'TimeoutError' });
  });

  it('recognises the caller’s own cancellation', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new NetworkError('x'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
