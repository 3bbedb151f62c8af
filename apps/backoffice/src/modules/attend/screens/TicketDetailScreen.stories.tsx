import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import TicketDetailScreen from './TicketDetailScreen';
import { findOverlay, findToast, overlayGone } from '#storybook/queries';
import { closedStoryTicket, ticketStoryServer, type SentBodies } from './ticketStoryServer';
import { darkStory, screenStates } from '#storybook/screenStates';

const meta = {
  title: 'Screens/Tickets/Detail',
  component: TicketDetailScreen,
  parameters: { layout: 'fullscreen', route: { id: 'tickets-detalhar', path: '/aurora/tickets/detalhar/42' }, ...IN_COMPANY },
} satisfies Meta<typeof TicketDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentBodies;

/** The detail once the ticket is in (its history is the open tab). */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Histórico do ticket' });
  return canvas;
}

/** An open ticket, read by an administrator: attend, transfer and back; the full history. */
export const OpenTicket: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Detalhes do ticket' })).toBeVisible();
    await expect(canvas.getByText('Aberto')).toBeVisible();
    const actions = canvas.getByRole('group', { name: 'Ações do ticket' });
    await expect(within(actions).getByRole('link', { name: 'Atender' })).toHaveAttribute('href', '/aurora/tickets/atender/42');
    await expect(within(actions).getByRole('button', { name: 'Transferir' })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: 'Reabrir' })).toBeNull();
    await expect(within(actions).getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/aurora/tickets');
    await expect(canvas.queryByRole('tab', { name: 'Atendimento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enviar WhatsApp' })).toBeNull();
    const history = canvas.getByRole('list', { name: 'Histórico do ticket' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(history).getByText(/Aqui é Bruno Lima, da Loja Aurora/)).toBeVisible();
    await expect(within(history).getByText('Retornar contato')).toBeVisible();
    await expect(within(history).getByText('Recuperação de carrinho')).toBeVisible();
  },
};

/** A closed ticket: reopen is offered (to who may transfer), attend and transfer are not. */
export const ClosedTicket: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer({ ticket: closedStoryTicket() }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Fechado')).toBeVisible();
    const actions = canvas.getByRole('group', { name: 'Ações do ticket' });
    await expect(within(actions).getByRole('button', { name: 'Reabrir' })).toBeVisible();
    await expect(within(actions).queryByRole('link', { name: 'Atender' })).toBeNull();
    await expect(within(actions).queryByRole('button', { name: 'Transferir' })).toBeNull();
    const history = canvas.getByRole('list', { name: 'Histórico do ticket' });
    await expect(within(history).getByText('Perdeu')).toBeVisible();
    await expect(within(history).getByText('Comprou em outro lugar')).toBeVisible();
  },
};

/** An agent without `ticket_transferir` reads and attends, but neither transfers nor reopens. */
export const AgentView: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer({ user: { role_name: 'Atendente' } }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const actions = canvas.getByRole('group', { name: 'Ações do ticket' });
    await expect(within(actions).getByRole('link', { name: 'Atender' })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: 'Transferir' })).toBeNull();
    await expect(within(actions).queryByRole('button', { name: 'Reabrir' })).toBeNull();
  },
};

/** The ticket never answers or fails; a role without the detail's permission is turned away by the route guard. */
const states = screenStates(mockHandlers.tickets.get, {
  others: () => ticketStoryServer().handlers,
  loading: 'Carregando ticket…',
  error: { alert: 'Não foi possível carregar o ticket.', retry: 'Tentar de novo' },
  forbidden: { handlers: () => companySessionHandlers({ user: { role_name: 'public' } }) },
});

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Detalhes do ticket', OpenTicket);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.get.error(404, { error: 'not_found', message: 'Ticket não encontrado.' }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ticket não encontrado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para a lista de tickets' })).toHaveAttribute('href', '/aurora/tickets');
  },
};

/** A role without `ticket_detalhar`: the route sends the user to /nao-autorizado. */
export const Forbidden: Story = states.Forbidden;

/** The server refuses the read (a product the user's role may not see): the same way out. */
export const ForbiddenByServer: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.get.forbidden(), ...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/nao-autorizado');
  },
};

/** Reopening a closed ticket after the confirmation: it is "Reaberto" and the history says so. */
export const Reopen: Story = {
  beforeEach({ msw }) {
    const server = ticketStoryServer({ ticket: closedStoryTicket() });
    sent = server.sent;
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reabrir' }));
    const dialog = await findOverlay('alertdialog', 'Reabrir o ticket #42?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, reabrir' }));
    await findToast('Ticket #42 reaberto.');
    await overlayGone('alertdialog', 'Reabrir o ticket #42?');
    await expect(await canvas.findByText('Reaberto')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Atender' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Histórico do ticket' })).getByText('Ticket reaberto')).toBeVisible();
    await expect(sent.reopen[0]).toEqual({ ticket_id: 42 });
  },
};

/** The server refuses (the lead has another open ticket): the reason is shown and the question stays open. */
export const ReopenRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.reopen.error(409, { message: 'O lead já tem outro ticket aberto para este produto: atenda aquele.' }),
      ...ticketStoryServer({ ticket: closedStoryTicket() }).handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reabrir' }));
    const dialog = await findOverlay('alertdialog', 'Reabrir o ticket #42?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, reabrir' }));
    await findToast('O lead já tem outro ticket aberto para este produto: atenda aquele.');
    await expect(within(dialog).getByRole('button', { name: 'Sim, reabrir' })).toBeEnabled();
    await expect(canvas.getByText('Fechado')).toBeVisible();
  },
};

/** A manager transfers the ticket: it now awaits the chosen user. */
export const Transfer: Story = {
  beforeEach({ msw }) {
    const server = ticketStoryServer();
    sent = server.sent;
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir' }));
    const dialog = await findOverlay('dialog', 'Transferir o ticket #42');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Usuário' }), 'Cam');
    const list = await findOverlay('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Camila Rocha' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await findToast('Ticket #42 transferido para Camila Rocha.');
    await overlayGone('dialog');
    const ticket = canvas.getByRole('region', { name: 'Ticket' });
    await expect(await within(ticket).findByText('Camila Rocha')).toBeVisible();
    await expect(sent.transfer[0]).toEqual({ ticket_id: 42, user_id: 3 });
  },
};

/** A sent e-mail opens as the lead received it, through the sanitiser (its script is gone). */
export const EmailInHistory: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver e-mail' }));
    const dialog = await findOverlay('dialog', 'E-mail enviado');
    await expect(within(dialog).getByText('Mariana Costa, o seu Método Reconquista está esperando por você')).toBeVisible();
    await expect(within(dialog).getByText('Método Reconquista', { selector: 'strong' })).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.querySelector('script')).toBeNull();
  },
};

/** A call of the history with the telephony provider's report: legs, prices, total. */
export const CallInHistory: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver chamada' }));
    const dialog = await findOverlay('dialog', 'Chamada 88001234');
    await expect(await within(dialog).findByText('Bruno Lima')).toBeVisible();
    await expect(within(dialog).getByText('192 s')).toBeVisible();
    await expect(within(dialog).getByText('Celular · (11) 98765-4321 · R$ 0,42 · atendida')).toBeVisible();
    await expect(within(dialog).getByText('Não houve gravação.')).toBeVisible();
  },
};

/** The lead's purchases, with their platform status and payment. */
export const Transactions: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Transações (2)' }));
    const list = canvas.getByRole('list', { name: 'Transações do lead' });
    const [billet, card] = within(list).getAllByRole('listitem');
    await expect(billet).toHaveTextContent('HP17423905511');
    await expect(billet).toHaveTextContent('Boleto impresso');
    await expect(billet).toHaveTextContent('R$ 497,00');
    await expect(card).toHaveTextContent('Aprovada');
    await expect(card).toHaveTextContent('Cartão de crédito em 3x');
  },
};
