import type { PermissionName } from '@retoma/api-client';
import { buildCampanha, buildLink, buildPasso } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

/** The cart campaign of the stories, in the plan 1. */
export const CART = buildCampanha('carrinho', {
  id: 11,
  nome: 'Carrinho abandonado',
  produto: { id: 1, nome: 'Método Reconquista', cor: '#5b3cc4' },
  agendados_count: 37,
});

/** The boleto campaign of the stories, in the plan 1. */
export const BOLETO = buildCampanha('boleto', {
  id: 12,
  nome: 'Boleto vencendo',
  produto: { id: 1, nome: 'Método Reconquista', cor: '#5b3cc4' },
});

/** Three e-mails: 30 minutes after the entry, then one day, then two days after the previous one. */
export const EMAILS = [1, 2, 3].map((posicao) => buildPasso({ id: 100 + posicao, campanha_id: 11, posicao }));

/** Two SMS; the second switched off. */
export const SMS = [
  buildPasso({ id: 201, campanha_id: 11, canal: 'sms', posicao: 1 }),
  buildPasso({ id: 202, campanha_id: 11, canal: 'sms', posicao: 2, status: 0 }),
];

/** The role of the permission-limited stories. */
export const LIMITED_ROLE = 'Atendente';

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: LIMITED_ROLE }, grants: { [LIMITED_ROLE]: permissions } });

/** The active sales links of the campaign's product, offered in the step forms as `[LINK_<identidade>]`. */
export const PRODUCT_LINKS = [
  buildLink({ id: 31, produto_id: 1, identidade: 'RECONQ', descricao: 'Checkout à vista' }),
  buildLink({ id: 32, produto_id: 1, identidade: 'RECONQ12X', descricao: 'Checkout em 12 vezes' }),
];
