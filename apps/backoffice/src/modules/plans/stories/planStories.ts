import type { PermissionName, Plano, PlanoCampanha } from '@retoma/api-client';
import { buildProductOptions, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

const AT = '2026-11-20T13:00:00.000Z';

export const campanha = (over: Partial<PlanoCampanha> & Pick<PlanoCampanha, 'id' | 'tipo' | 'nome'>): PlanoCampanha => ({
  status: 1,
  produto: { id: 1, nome: 'Método Reconquista' },
  agendados_count: 0,
  ...over,
});

export const plano = (over: Partial<Plano> & Pick<Plano, 'id' | 'nome'>): Plano => ({
  status: 1,
  campanhas: [],
  created_at: AT,
  updated_at: AT,
  ...over,
});

/** The plan of the manage stories: a cart campaign with sends scheduled, a boleto one switched off, a WhatsApp one. */
export const MAIN_PLAN = plano({
  id: 1,
  nome: 'Recuperação principal',
  campanhas: [
    campanha({ id: 11, tipo: 'carrinho', nome: 'Carrinho abandonado', agendados_count: 37 }),
    campanha({ id: 12, tipo: 'boleto', nome: 'Boleto vencendo', status: 0 }),
    campanha({ id: 13, tipo: 'whatsapp', nome: 'Fale conosco', produto: { id: 2, nome: 'Mentoria Vendas' }, agendados_count: 1 }),
  ],
});

/** The company's plans as the server lists them, by name. */
export const STORY_PLANS: Plano[] = [
  MAIN_PLAN,
  plano({
    id: 2,
    nome: 'Black Friday',
    status: 0,
    campanhas: [campanha({ id: 21, tipo: 'carrinho', nome: 'Carrinho BF', status: 0, produto: { id: 2, nome: 'Mentoria Vendas' } })],
  }),
  plano({ id: 3, nome: 'Lançamento planner', campanhas: [] }),
].sort((a, b) => a.nome.localeCompare(b.nome));

/** The plans list as the server answers it: narrowed by a search in the name. */
export function plansOf(rows: readonly Plano[]) {
  return ({ request }: ResolverInfo) => {
    const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
    return rows.filter((row) => !search || row.nome.toLowerCase().includes(search));
  };
}

/** What every plans screen reads besides its own calls: the session in `aurora` and the product options. */
export function planScreenBase() {
  return [...companySessionHandlers(), mockHandlers.selects.produtos(buildProductOptions())];
}

/** The role of the permission-limited stories. */
export const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });
