import type { PermissionName } from '@retoma/api-client';
import { buildCampanha, buildContato, buildMetrics } from '@retoma/api-client/mock';
import type { Decorator } from '@storybook/react-vite';
import { companySessionHandlers } from '#storybook/companySession';
import { AppOriginContext } from '../components/EmbedForm';

const PRODUTO = { id: 1, nome: 'Método Reconquista', cor: '#5b3cc4' };

/** The WhatsApp campaign of the stories, in the plan 1. */
export const WHATSAPP = buildCampanha('whatsapp', {
  id: 15,
  nome: 'Fale no WhatsApp',
  produto: PRODUTO,
  token: '3f1c9a52-7d4e-4b8a-9c61-2f0e5d8b7a14',
  config: {
    ddi: '55',
    telefone: '11940028922',
    mensagem: 'Olá, [NOME_LEAD]! Vi que você quer saber mais sobre o [NOME_PRODUTO]. Posso ajudar?',
  },
});

/** Its numbers: 16 contacts, 10 answered. */
export const WHATSAPP_METRICS = buildMetrics({
  total_schedules: 0,
  send_history: 0,
  contacts_count: 12,
  total_contacts_inactive: 4,
  total_contacts: 16,
  total_recovered: 3,
  value_recovered: '1234.50',
  passos: [],
  contacts_answered: 10,
  contacts_pending: 6,
});

const lead = (id: number, nome: string, email: string, ddd: string, telefone: string) => ({ id, nome, email, ddi: '55', ddd, telefone });

/** One answered contact with an open ticket, one answered without, one nobody wrote to yet. */
export const CONTACTS = [
  buildContato({
    id: 21,
    lead: lead(31, 'Marina Costa', 'marina@example.com', '11', '987654321'),
    produto: { id: 1, nome: PRODUTO.nome },
    ticket: { id: 512, status: 0 },
    respondido_em: '2026-11-25T14:00:00.000Z',
    entrou_em: '2026-11-25T13:10:00.000Z',
  }),
  buildContato({
    id: 22,
    lead: lead(32, 'Rafael Lima', 'rafael@example.com', '21', '912345678'),
    produto: { id: 1, nome: PRODUTO.nome },
    respondido_em: '2026-11-24T18:20:00.000Z',
    entrou_em: '2026-11-24T09:30:00.000Z',
  }),
  buildContato({
    id: 23,
    lead: lead(33, 'Beatriz Nunes', 'beatriz@example.com', '31', '991234567'),
    produto: { id: 1, nome: PRODUTO.nome },
    entrou_em: '2026-11-26T08:05:00.000Z',
  }),
];

/** The form's address as leads reach it in production, whatever port the stories run on. */
export const withAppOrigin: Decorator = (Story) => (
  <AppOriginContext.Provider value="https://app.retoma.com.br">
    <Story />
  </AppOriginContext.Provider>
);

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });
