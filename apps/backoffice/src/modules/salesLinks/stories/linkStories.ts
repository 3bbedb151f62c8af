import type { Link, PermissionName } from '@retoma/api-client';
import { buildLink, buildProductOptions, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

/** The company's links over three products, by description as the server lists them; one switched off. */
export const STORY_LINKS: Link[] = [
  buildLink({ id: 1, produto_id: 1, identidade: 'RECONQ', descricao: 'Oferta principal', codigo_oferta: 'rec497', split: 12 }),
  buildLink({ id: 2, produto_id: 1, identidade: 'RECONQ12', descricao: 'Parcelado 12x', codigo_oferta: 'rec12x', split: 12 }),
  buildLink({ id: 3, produto_id: 2, identidade: 'MENTORIA', descricao: 'Black Friday', codigo_oferta: 'men1997', split: 6, status: 0 }),
  buildLink({ id: 4, produto_id: 3, identidade: 'PLANNER', descricao: 'Link da bio', codigo_oferta: 'pla97', split: 1 }),
].sort((a, b) => a.descricao.localeCompare(b.descricao));

/** The links list as the server answers it: narrowed by `produto` and by a search in the description or codes. */
export function linksOf(rows: readonly Link[]) {
  return ({ request }: ResolverInfo) => {
    const params = new URL(request.url).searchParams;
    const produto = Number(params.get('produto'));
    const search = params.get('search')?.toLowerCase();
    return rows.filter(
      (link) =>
        (!produto || link.produto_id === produto) &&
        (!search || [link.descricao, link.codigo_oferta, link.identidade].some((text) => text.toLowerCase().includes(search))),
    );
  };
}

/** What every links screen reads besides its list: the session in `aurora` and the product options. */
export function linkScreenBase() {
  return [...companySessionHandlers(), mockHandlers.selects.produtos(buildProductOptions())];
}

/** The role of the permission-limited stories. */
export const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });
