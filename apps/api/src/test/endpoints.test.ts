import { ADMIN_ROLE, ENDPOINT_PERMISSIONS, PUBLIC_PERMISSION, PUBLIC_ROLE, type EndpointKey, type ErrorBody } from '@retoma/api-client';
import { AGENT_ROLE, DEMO_GRANTS } from '@retoma/api-client/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEndpointKey } from '../http/endpoints';
import { ADMIN, AGENT, EDITOR, getHarness, type Harness } from './harness';

/**
 * Generated from ENDPOINT_PERMISSIONS: every company endpoint × every seeded role, and every write with bad
 * input. The expectation is computed from the seed's grants, not from the rule function under test.
 */

const KEYS = Object.keys(ENDPOINT_PERMISSIONS) as EndpointKey[];
const ROLES = [
  { role: ADMIN_ROLE, email: ADMIN },
  { role: 'editor', email: EDITOR },
  { role: AGENT_ROLE, email: AGENT },
] as const;

/** Unknown ids: an allowed call reaches its handler and finds nothing (404) or refuses the empty body (422), changing nothing. */
const MISSING_ID = 999_999;

function expectedAllowed(role: string, permission: string): boolean {
  if (role === ADMIN_ROLE || permission === PUBLIC_PERMISSION) return true;
  return (DEMO_GRANTS[PUBLIC_ROLE] ?? []).some((p) => p === permission) || (DEMO_GRANTS[role] ?? []).some((p) => p === permission);
}

let h: Harness;
const tokens = new Map<string, string>();
const ids = new Map<string, number>();
beforeAll(async () => {
  h = await getHarness();
  for (const { email } of ROLES) {
    tokens.set(email, await h.tokenFor(email));
    ids.set(email, await h.userId(email));
  }
});

function samplePath(key: EndpointKey, email: string): string {
  const { path } = parseEndpointKey(key);
  // The quick menu may only be changed by its owner: the sample uses the caller's own id.
  const id = key === 'PUT /users/:id' ? ids.get(email)! : MISSING_ID;
  return `/api/aurora${path.replace(/:[a-z_]+/g, String(id))}`;
}

function send(key: EndpointKey, email: string) {
  const { method } = parseEndpointKey(key);
  const json = method === 'POST' || method === 'PUT' ? {} : undefined;
  return h.call<ErrorBody>(method, samplePath(key, email), { token: tokens.get(email)!, json });
}

describe('every endpoint of the table is a registered route', () => {
  it.each(KEYS)('%s', (key) => {
    const { method, path } = parseEndpointKey(key);
    expect(h.app.app.routes.some((route) => route.method === method && route.path === `/api/:company${path}`)).toBe(true);
  });
});

describe('permission matrix (aurora: Administrador, editor, Atendente)', () => {
  it.each(KEYS)('%s', async (key) => {
    const permission = ENDPOINT_PERMISSIONS[key];
    for (const { role, email } of ROLES) {
      const res = await send(key, email);
      const outcome = `${role} → ${res.status} ${res.body?.error ?? ''}`;
      if (expectedAllowed(role, permission)) {
        expect([200, 404, 422], outcome).toContain(res.status);
        if (res.status === 404) expect(res.body.message, outcome).not.toBe('Recurso não encontrado.');
      } else {
        expect(res.status, outcome).toBe(403);
        expect(res.body.error, outcome).toBe('forbidden');
      }
    }
  });
});

describe('every write validates its input (422 with field errors)', () => {
  const writes = KEYS.filter((key) => {
    const { method } = parseEndpointKey(key);
    // send_invite and desligarchamada carry no input: they act on the record named by the path; setlidas on the
    // caller's own notifications.
    return (
      (method === 'POST' || method === 'PUT') &&
      key !== 'POST /users_companies/send_invite/:id' &&
      key !== 'POST /desligarchamada/:identificacao' &&
      key !== 'POST /notifications/setlidas' &&
      // A WhatsApp contact's ticket carries no input, and the message to it is optional (the campaign's own).
      key !== 'POST /campanha_whatsapps_contatos/:id/ticket' &&
      key !== 'POST /campanha_whatsapps_contatos/:id/responder' &&
      // Turning a WhatsApp-list contact into a ticket to attend now carries no input (a return carries its date).
      key !== 'POST /whatsapplists_trasform/:id' &&
      // Erasing a lead's data acts on the lead the path names: nothing to send but the decision.
      key !== 'POST /leads/:id/anonimizar' &&
      // Rejecting or restoring a claim acts on the claim the path names: a decision, no input.
      key !== 'POST /pre_comissaos/reprovar/:id' &&
      key !== 'POST /pre_comissaos/restaurar/:id'
    );
  });
  it.each(writes)('%s', async (key) => {
    const { method } = parseEndpointKey(key);
    const res = await h.call<ErrorBody>(method, samplePath(key, ADMIN), {
      token: tokens.get(ADMIN)!,
      json: { nome: 123, email: false, status: 'talvez' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    for (const messages of Object.values(res.body.errors ?? {}))
      expect(messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  });
});
