import { describe, expect, it } from 'vitest';
import { loginStateOf, redirectQuery, safeRedirect } from './redirect';

const params = (query: string) => new URLSearchParams(query);

describe('safeRedirect', () => {
  it('returns to a page of the app', () => {
    expect(safeRedirect(params('redirect=%2Faurora%2Ftickets%3Fpage%3D2'))).toBe('/aurora/tickets?page=2');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ''])(
    'refuses %j (open redirect)',
    (target) => {
      expect(safeRedirect(params(`redirect=${encodeURIComponent(target)}`))).toBe('/');
    },
  );

  it('falls back to the company panel without a redirect', () => {
    expect(safeRedirect(params(''))).toBe('/');
  });
});

describe('redirectQuery', () => {
  it('keeps only the redirect, encoded', () => {
    expect(redirectQuery(params('redirect=%2Faurora%2Fdashboard&x=1'))).toBe('?redirect=%2Faurora%2Fdashboard');
    expect(redirectQuery(params('x=1'))).toBe('');
  });
});

describe('loginStateOf', () => {
  it('reads the notice and e-mail of the reset page, and nothing else', () => {
    expect(loginStateOf({ notice: 'passwordReset', email: 'ana@retoma.dev' })).toEqual({
      notice: 'passwordReset',
      email: 'ana@retoma.dev',
    });
    expect(loginStateOf({ notice: 'outra-coisa', email: 42 })).toEqual({ notice: undefined, email: undefined });
    expect(loginStateOf(null)).toEqual({});
  });
});
