import type { PermissionName } from '@retoma/api-client';
import { buildCampanha, buildCatalogueItem, buildContato } from '@retoma/api-client/mock';
import { companySessionHandlers } from '#storybook/companySession';

const PRODUTO = { id: 1, nome: 'Método Reconquista', cor: '#5b3cc4' };

/** The cancelled-purchases campaign of the stories, in the plan 1: cancelled purchases only, new tickets. */
export const CANCELLED = buildCampanha('cancelado', {
  id: 13,
  nome: 'Vendas canceladas',
  produto: PRODUTO,
  config: { tipo_duvida_id: 2, tipos: ['canceled'], reabertura: false },
});

/** The company's active question types. */
export const DUVIDAS = [
  buildCatalogueItem('tipoDeDuvida', { id: 1, nome: 'Pagamento' }),
  buildCatalogueItem('tipoDeDuvida', { id: 2, nome: 'Cancelamento' }),
];

const lead = (id: number, nome: string, email: string, ddd: string, telefone: string) => ({ id, nome, email, ddi: '55', ddd, telefone });

/** Two tickets still open (one reopened by an agent) and one closed. */
export const TICKETS = [
  buildContato({
    id: 1,
    lead: lead(7, 'Marina Costa', 'marina@example.com', '11', '987654321'),
    produto: { id: 1, nome: PRODUTO.nome },
    ticket: { id: 501, status: 0 },
    entrou_em: '2026-11-25T13:10:00.000Z',
  }),
  buildContato({
    id: 2,
    lead: lead(8, 'Rafael Lima', 'rafael@example.com', '21', '912345678'),
    produto: { id: 1, nome: PRODUTO.nome },
    ticket: { id: 498, status: 3 },
    entrou_em: '2026-11-24T09:30:00.000Z',
  }),
  buildContato({
    id: 3,
    situacao: 'recuperado',
    lead: lead(9, 'Beatriz Nunes', 'beatriz@example.com', '31', '991234567'),
    produto: { id: 1, nome: PRODUTO.nome },
    ticket: { id: 470, status: 2 },
    entrou_em: '2026-11-20T10:00:00.000Z',
    saiu_em: '2026-11-21T09:45:00.000Z',
  }),
];

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });
