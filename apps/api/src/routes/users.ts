import { inviteInput, memberListQuery, memberUpdateInput, ownUserInput, reassignInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { forbidden } from '../http/errors';
import { pathId, readInput, readQuery } from '../http/validate';
import { getMember, inviteMember, listMembers, removeMember, resendInvite, updateMember } from '../services/members';
import { memberReturns, reassignMember } from '../services/memberHandover';
import { updateOwnUser } from '../services/profile';
import { quickMenuPages } from '../services/quickMenu';

/** The caller's own account, and the company's people: the legacy `users` calls and the invitations of `users_companies`. */
export function userRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  // Only the caller's own quick menu and profile: the id is checked against the session before anything is read.
  endpoint('PUT /users/:id', async (c) => {
    if (pathId(c) !== c.var.userId) throw forbidden('Você só pode alterar a sua própria conta.');
    const input = await readInput(c, ownUserInput);
    return c.json({ data: await updateOwnUser(c.var.deps.db, c.var.company, c.var.userId, c.var.tokenId, input) });
  });
  endpoint('GET /menus', async (c) => c.json({ data: await quickMenuPages(c.var.deps.db, c.var.company, c.var.userId) }));
  endpoint('GET /users', async (c) => c.json({ data: await listMembers(c.var.deps.db, c.var.company.id, readQuery(c, memberListQuery)) }));
  endpoint('GET /users/:id', async (c) => c.json({ data: await getMember(c.var.deps.db, c.var.company.id, pathId(c)) }));

  endpoint('GET /users_companies', async (c) =>
    c.json({ data: await listMembers(c.var.deps.db, c.var.company.id, readQuery(c, memberListQuery)) }),
  );
  endpoint('GET /users_companies/:id', async (c) => c.json({ data: await getMember(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /users_companies', async (c) => {
    const input = await readInput(c, inviteInput);
    return c.json({ data: await inviteMember(c.var.deps, c.var.company, c.var.userId, input) }, 201);
  });
  endpoint('PUT /users_companies/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, memberUpdateInput);
    return c.json({ data: await updateMember(c.var.deps.db, c.var.company, c.var.userId, id, input) });
  });
  endpoint('DELETE /users_companies/:id', async (c) => {
    await removeMember(c.var.deps.db, c.var.company, c.var.userId, pathId(c));
    return c.body(null, 204);
  });
  endpoint('POST /users_companies/send_invite/:id', async (c) => {
    const member = await resendInvite(c.var.deps, c.var.company, c.var.userId, pathId(c));
    return c.json({ data: member, message: 'Convite enviado com sucesso.' });
  });
  endpoint('GET /users_companies/:id/retornos', async (c) =>
    c.json({ data: await memberReturns(c.var.deps.db, c.var.company.id, pathId(c)) }),
  );
  endpoint('POST /users_companies/:id/transferir', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, reassignInput);
    return c.json({ data: await reassignMember(c.var.deps.db, c.var.company, c.var.userId, id, input) });
  });

  return app;
}
