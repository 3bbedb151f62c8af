import type { Activity, Actor, UserRef } from '@retoma/api-client';
import { AGENTS, buildAttendance, buildTicketDetail } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { TicketHistory } from './TicketHistory';

const [ana, bruno] = [AGENTS[0]!, AGENTS[1]!];
const by = (user: UserRef): Actor => ({ type: 'user', id: user.id, nome: user.name, avatar: user.avatar });
const campaign: Actor = { type: 'carrinho', id: 3, nome: 'Carrinho abandonado — Método Reconquista', avatar: null };

/** One entry per kind the server records, newest first (one minute apart), and one written before kinds. */
const entry = (id: number, fields: Pick<Activity, 'evento' | 'acao' | 'valores'> & Partial<Activity>): Activity => ({
  id,
  ticket_id: 42,
  description: null,
  causer: by(bruno),
  properties: {},
  created_at: `2026-03-14T${String(11 - Math.floor((20 - id) / 6)).padStart(2, '0')}:${String(50 - ((20 - id) % 6) * 9).padStart(2, '0')}:00-03:00`,
  ...fields,
});
const HISTORY: Activity[] = [
  entry(20, {
    evento: 'finalizado',
    acao: 'attendance_finished_closed',
    valores: { resultado: 'aguardando', retornos: 3 },
    properties: { id: 7, resultado: 'aguardando', follow_up: 'Pediu para ligar na segunda.' },
  }),
  entry(19, { evento: 'reagendado', acao: 'time_booked_by_lead', valores: {}, causer: campaign }),
  entry(18, { evento: 'reagendado', acao: 'return_scheduled_from_list', valores: {} }),
  entry(17, { evento: 'reagendado', acao: 'return_rescheduled', valores: {} }),
  entry(16, { evento: 'editado', acao: 'ticket_edited', valores: {} }),
  entry(15, { evento: 'reaberto', acao: 'ticket_reopened', valores: {}, causer: by(ana) }),
  entry(14, { evento: 'transferido', acao: 'ticket_transferred', valores: { usuario: ana.name } }),
  entry(13, {
    evento: 'finalizado',
    acao: 'attendance_finished',
    valores: { resultado: 'perdeu' },
    properties: { id: 6, resultado: 'perdeu', follow_up: 'Achou caro.' },
  }),
  entry(12, { evento: 'chamada', acao: 'call_made', valores: {}, properties: { identificacao: 'c-981', id: 4 } }),
  entry(11, {
    evento: 'email',
    acao: 'email_sent',
    valores: {},
    properties: { tipo: 'email', assunto: 'O seu Método Reconquista', mensagem: '<p>Olá!</p>' },
  }),
  entry(10, {
    evento: 'whatsapp',
    acao: 'whatsapp_sent_from_list',
    valores: { campanha: 'Black Friday' },
    properties: { tipo: 'whatsapp', mensagem: 'Oi, Mariana! A oferta da Black Friday vale até hoje.' },
  }),
  entry(9, {
    evento: 'whatsapp',
    acao: 'whatsapp_sent',
    valores: {},
    properties: { tipo: 'whatsapp', mensagem: 'Oi, Mariana! Posso ajudar com o pagamento?' },
  }),
  entry(8, { evento: 'atendimento_iniciado', acao: 'attendance_started', valores: {} }),
  entry(7, { evento: 'criado', acao: 'ticket_created_by_booking', valores: {}, causer: campaign }),
  entry(6, { evento: 'criado', acao: 'ticket_created', valores: {}, causer: campaign }),
  entry(5, { evento: 'editado', acao: null, valores: {}, description: 'Observação importada do sistema anterior', causer: null }),
];

const TICKET = buildTicketDetail({
  id: 42,
  status: 1,
  acoesrecebidas: HISTORY,
  atendimentos: [
    buildAttendance({
      id: 6,
      ticket_id: 42,
      atendente: bruno,
      tipo: 'perdeu',
      status_atendimento: { id: 3, nome: 'Sem interesse', tipo: 'perdeu' },
      tipo_de_perda: { id: 1, nome: 'Preço' },
      data_agendamento: null,
      follow_up: 'Achou caro.',
    }),
    buildAttendance({
      id: 7,
      ticket_id: 42,
      atendente: bruno,
      tipo: 'aguardando',
      status_atendimento: { id: 2, nome: 'Retornar contato', tipo: 'aguardando' },
      tipo_de_perda: null,
      data_agendamento: '2026-03-16T10:00:00-03:00',
      follow_up: 'Pediu para ligar na segunda.',
    }),
  ],
});

/**
 * A ticket's history with every kind of entry the server records: the server stores what happened and its values,
 * the history says it in the reader's language; an old entry no kind was recognised in shows its text as written.
 */
const meta = {
  title: 'Screens/Tickets/History',
  component: TicketHistory,
  args: { ticket: TICKET },
  parameters: { route: { id: 'tickets-detalhar', path: '/aurora/tickets/detalhar/42' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof TicketHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const history = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('list', { name }));

export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const list = await history(canvasElement, 'Histórico do ticket');
    await expect(await list.findAllByRole('listitem')).toHaveLength(HISTORY.length);
    for (const text of [
      'Atendimento finalizado: aguardando retorno — ticket fechado ao atingir o limite de retornos (3)',
      'Horário agendado pelo lead',
      'Ticket transferido para Ana Souza',
      'Atendimento finalizado: venda perdida',
      'Mensagem enviada por WhatsApp (lista do WhatsApp, Black Friday)',
      'Ticket criado pelo agendamento do lead',
      'Observação importada do sistema anterior',
    ])
      await expect(await list.findByText(text)).toBeVisible();
  },
};

/** The same history read in English: every sentence in English but the old one nobody could read a kind in. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = await history(canvasElement, 'Ticket history');
    for (const text of [
      'Attendance finished: waiting for a call-back — ticket closed on reaching the call-back limit (3)',
      'Time booked by the lead',
      'Call-back scheduled from the WhatsApp list',
      'Call-back rescheduled',
      'Ticket edited',
      'Ticket reopened',
      'Ticket transferred to Ana Souza',
      'Attendance finished: sale lost',
      'Call made',
      'Email sent',
      'WhatsApp message sent (WhatsApp list, Black Friday)',
      'WhatsApp message sent',
      'Attendance started',
      'Ticket created by the lead’s booking',
      'Ticket created',
      'Observação importada do sistema anterior',
    ])
      await expect(await list.findByText(text)).toBeVisible();
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const list = await history(canvasElement, 'Ticketverlauf');
    for (const text of [
      'Bearbeitung abgeschlossen: wartet auf Rückruf — Ticket geschlossen, da die Grenze der Rückrufe erreicht wurde (3)',
      'Ticket an Ana Souza übertragen',
      'Bearbeitung abgeschlossen: Verkauf verloren',
      'WhatsApp-Nachricht gesendet (WhatsApp-Liste, Black Friday)',
      'Bearbeitung begonnen',
      'Ticket erstellt',
    ])
      await expect(await list.findByText(text)).toBeVisible();
  },
};
