import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import TicketDetailScreen from './TicketDetailScreen';
import { findOverlay, findToast, overlayGone } from '#storybook/queries';
import { closedStoryTicket, ticketServerRecorder, ticketStoryServer } from './ticketStoryServer';
import { darkStory, screenStates } from '#storybook/screenStates';

const meta = {
  title: 'Screens/Tickets/Detail',
  component: TicketDetailScreen,
  parameters: { layout: 'fullscreen', route: { id: 'tickets-detalhar', path: '/aurora/tickets/detalhar/42' }, ...IN_COMPANY },
} satisfies Meta<typeof TicketDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server of the story that runs, and what it received (`sent`). */
const { sent, record } = ticketServerRecorder();

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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detalhes do ticket' })).toBeVisible();
    await expect(await canvas.findByText('Aberto')).toBeVisible();
    const actions = await canvas.findByRole('group', { name: 'Ações do ticket' });
    await expect(await within(actions).findByRole('link', { name: 'Atender' })).toHaveAttribute('href', '/aurora/tickets/atender/42');
    await expect(await within(actions).findByRole('button', { name: 'Transferir' })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: 'Reabrir' })).toBeNull();
    await expect(await within(actions).findByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/aurora/tickets');
    await expect(canvas.queryByRole('tab', { name: 'Atendimento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enviar WhatsApp' })).toBeNull();
    const history = await canvas.findByRole('list', { name: 'Histórico do ticket' });
    await expect(await within(history).findAllByRole('listitem')).toHaveLength(7);
    await expect(await within(history).findByText(/Aqui é Bruno Lima, da Loja Aurora/)).toBeVisible();
    await expect(await within(history).findByText('Retornar contato')).toBeVisible();
    await expect(await within(history).findByText('Recuperação de carrinho')).toBeVisible();
  },
};

/** A closed ticket: reopen is offered (to who may transfer), attend and transfer are not. */
export const ClosedTicket: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer({ ticket: closedStoryTicket() }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('Fechado')).toBeVisible();
    const actions = await canvas.findByRole('group', { name: 'Ações do ticket' });
    await expect(await within(actions).findByRole('button', { name: 'Reabrir' })).toBeVisible();
    await expect(within(actions).queryByRole('link', { name: 'Atender' })).toBeNull();
    await expect(within(actions).queryByRole('button', { name: 'Transferir' })).toBeNull();
    const history = await canvas.findByRole('list', { name: 'Histórico do ticket' });
    await expect(await within(history).findByText('Perdeu')).toBeVisible();
    await expect(await within(history).findByText('Comprou em outro lugar')).toBeVisible();
  },
};

/** An agent without `ticket_transferir` reads and attends, but neither transfers nor reopens. */
export const AgentView: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer({ user: { role_name: 'Atendente' } }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const actions = await canvas.findByRole('group', { name: 'Ações do ticket' });
    await expect(await within(actions).findByRole('link', { name: 'Atender' })).toBeVisible();
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
    await expect(await canvas.findByRole('link', { name: 'Voltar para a lista de tickets' })).toHaveAttribute('href', '/aurora/tickets');
  },
};

/** A role without `ticket_detalhar`: the route sends the user to /nao-autorizado. */
export const Forbidden: Story = states.Forbidden;

/** The server refuses the read (a product the user's role may not see): the same way out. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;

/** Reopening a closed ticket after the confirmation: it is "Reaberto" and the history says so. */
export const Reopen: Story = {
  beforeEach({ msw }) {
    const server = record({ ticket: closedStoryTicket() });
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reabrir' }));
    const dialog = await findOverlay('alertdialog', 'Reabrir o ticket #42?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sim, reabrir' }));
    await findToast('Ticket #42 reaberto.');
    await overlayGone('alertdialog', 'Reabrir o ticket #42?');
    await expect(await canvas.findByText('Reaberto')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Atender' })).toBeVisible();
    await expect(
      await within(await canvas.findByRole('list', { name: 'Histórico do ticket' })).findByText('Ticket reaberto'),
    ).toBeVisible();
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Reabrir' }));
    const dialog = await findOverlay('alertdialog', 'Reabrir o ticket #42?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sim, reabrir' }));
    await findToast('O lead já tem outro ticket aberto para este produto: atenda aquele.');
    await expect(await within(dialog).findByRole('button', { name: 'Sim, reabrir' })).toBeEnabled();
    await expect(await canvas.findByText('Fechado')).toBeVisible();
  },
};

/** A manager transfers the ticket: it now awaits the chosen user. */
export const Transfer: Story = {
  beforeEach({ msw }) {
    const server = record();
    msw.use(...server.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transferir' }));
    const dialog = await findOverlay('dialog', 'Transferir o ticket #42');
    await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Usuário' }), 'Cam');
    const list = await findOverlay('listbox');
    await userEvent.click(await within(list).findByRole('option', { name: 'Camila Rocha' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Transferir' }));
    await findToast('Ticket #42 transferido para Camila Rocha.');
    await overlayGone('dialog');
    const ticket = await canvas.findByRole('region', { name: 'Ticket' });
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver e-mail' }));
    const dialog = await findOverlay('dialog', 'E-mail enviado');
    await expect(await within(dialog).findByText('Mariana Costa, o seu Método Reconquista está esperando por você')).toBeVisible();
    await expect(await within(dialog).findByText('Método Reconquista', { selector: 'strong' })).toBeVisible();
    await expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver chamada' }));
    const dialog = await findOverlay('dialog', 'Chamada 88001234');
    await expect(await within(dialog).findByText('Bruno Lima')).toBeVisible();
    await expect(await within(dialog).findByText('192 s')).toBeVisible();
    await expect(await within(dialog).findByText('Celular · (11) 98765-4321 · R$ 0,42 · atendida')).toBeVisible();
    await expect(await within(dialog).findByText('Não houve gravação.')).toBeVisible();
  },
};

/** The lead's purchases, with their platform status and payment. */
export const Transactions: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Transações (2)' }));
    const list = await canvas.findByRole('list', { name: 'Transações do lead' });
    const [billet, card] = await within(list).findAllByRole('listitem');
    await expect(billet).toHaveTextContent('HP17423905511');
    await expect(billet).toHaveTextContent('Boleto impresso');
    await expect(billet).toHaveTextContent('R$ 497,00');
    await expect(card).toHaveTextContent('Aprovada');
    await expect(card).toHaveTextContent('Cartão de crédito em 3x');
  },
};
