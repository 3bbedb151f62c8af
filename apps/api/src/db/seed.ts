import { ADMIN_ROLE, EDITOR_ROLE, PERMISSION_NAMES, PUBLIC_ROLE, type PermissionName } from '@retoma/api-client';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from './client';
import { companies, memberships, permissionRoles, permissions, roles, users } from './schema';

export const AGENT_ROLE = 'Atendente';

/** Demo logins printed by `pnpm start` and used by the end-to-end tests. */
export const DEMO_USERS = [
  { name: 'Ana Souza', email: 'admin@retoma.dev', password: 'retoma123', role: ADMIN_ROLE, ramal: '201' },
  { name: 'Bruno Lima', email: 'editor@retoma.dev', password: 'retoma123', role: EDITOR_ROLE, ramal: '202' },
  { name: 'Carla Dias', email: 'atendente@retoma.dev', password: 'retoma123', role: AGENT_ROLE, ramal: '203' },
] as const;

export const DEMO_COMPANIES = [
  { slug: 'aurora', name: 'Loja Aurora' },
  { slug: 'casabela', name: 'Casa Bela' },
] as const;

/** What each non-admin role may do; `public` pages are open to every member. */
const GRANTS: Record<string, readonly PermissionName[]> = {
  [PUBLIC_ROLE]: ['public', 'relatorios'],
  [EDITOR_ROLE]: ['editor', 'ticket', 'ticket_listagem', 'ticket_detalhar', 'leads', 'leads_todos', 'leads_detalhamento', 'lead_transacao', 'planos', 'planos_gerenciar', 'planos_campanhas', 'comissao_pendente', 'configuracao'],
  [AGENT_ROLE]: ['ticket', 'ticket_listagem', 'ticket_atender', 'ticket_detalhar', 'ticket_agenda', 'leads', 'leads_detalhamento', 'whatsapplist'],
};

/** Seeds an empty database once; a database that already has users is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}

export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const permissionRows = await tx
      .insert(permissions)
      .values(PERMISSION_NAMES.map((name) => ({ name })))
      .returning();
    const roleRows = await tx
      .insert(roles)
      .values([ADMIN_ROLE, EDITOR_ROLE, AGENT_ROLE, PUBLIC_ROLE].map((nome) => ({ nome })))
      .returning();
    const roleId = (nome: string) => roleRows.find((r) => r.nome === nome)!.id;
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
    const grants = Object.entries(GRANTS).flatMap(([role, names]) =>
      names.map((name) => ({ roleId: roleId(role), permissionId: permissionId.get(name)! })),
    );
    await tx.insert(permissionRoles).values(grants);

    const companyRows = await tx.insert(companies).values([...DEMO_COMPANIES]).returning();
    const userRows = await tx
      .insert(users)
      .values(
        await Promise.all(
          DEMO_USERS.map(async (u) => ({ name: u.name, email: u.email, ramal: u.ramal, passwordHash: await hashPassword(u.password) })),
        ),
      )
      .returning();
    await tx.insert(memberships).values(
      companyRows.flatMap((company) =>
        DEMO_USERS.map((demo, i) => ({
          companyId: company.id,
          userId: userRows[i]!.id,
          roleId: roleId(demo.role),
          status: 'active' as const,
        })),
      ),
    );
  });
}
