import type { CampanhaContato } from '@retoma/api-client';
import { buildWhatsappResposta, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog, findOverlay } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CONTACTS, limitedUser, WHATSAPP } from '../stories/whatsappStories';
import WhatsappContactsScreen from './WhatsappContactsScreen';

const BASE = '/aurora/plano/1/campanha/configurar-whatsapp/15';

const meta = {
  title: 'Recovery / WhatsApp campaign / Contacts',
  component: WhatsappContactsScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-whatsapp-contatos-todos', path: `${BASE}/contatos-todos` },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.whatsapp.get(WHATSAPP));
  },
} satisfies Meta<typeof WhatsappContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list asks the server for the route's filter: answered when an agent wrote, pending when nobody did. */
const contactsFor = ({ request }: { request: Request }): CampanhaContato[] => {
  const filtro = new URL(request.url).searchParams.get('filtro');
  return CONTACTS.filter((row) => filtro === 'todos' || (filtro === 'respondidos') === (row.respondido_em !== null));
};

const withContacts: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.whatsapp.contatos.list(contactsFor));
};

/** Everyone the form brought in: answered (when) or pending, their ticket, and what an agent may do. */
export const Loaded: Story = {
  beforeEach: withContacts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Todos os contatos da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
    const marina = await canvas.findByRole('row', { name: /Marina Costa/ });
    await expect(await within(marina).findByText('Respondido em 25/11/2026 11:00')).toBeVisible();
    await expect(await within(marina).findByRole('link', { name: 'Ticket #512' })).toHaveAttribute('href', '/aurora/tickets/detalhar/512');
    // An open ticket already: nothing to turn into one.
    await expect(within(marina).queryByRole('button', { name: /Transformar em ticket/ })).toBeNull();
    const beatriz = await canvas.findByRole('row', { name: /Beatriz Nunes/ });
    await expect(await within(beatriz).findByText('Pendente')).toBeVisible();
    await expect(await within(beatriz).findByText('(31) 99123-4567')).toBeVisible();
    await expect(await within(beatriz).findByRole('button', { name: 'Transformar em ticket: Beatriz Nunes' })).toBeVisible();
  },
};

export const Dark: Story = darkStory('Todos os contatos da campanha', { beforeEach: withContacts });

/** The answered contacts. */
export const Answered: Story = {
  parameters: { route: { id: 'campanha-config-whatsapp-contatos-respondidos', path: `${BASE}/contatos-respondidos` } },
  beforeEach: withContacts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contatos respondidos da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Rafael Lima/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Beatriz Nunes/ })).toBeNull();
  },
};

/** The contacts nobody wrote to yet. */
export const Pending: Story = {
  parameters: { route: { id: 'campanha-config-whatsapp-contatos-pendentes', path: `${BASE}/contatos-pendentes` } },
  beforeEach: withContacts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contatos pendentes da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Beatriz Nunes/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Marina Costa/ })).toBeNull();
  },
};

/**
 * Writing to a contact: the campaign's message, editable; the server fills it with the lead's data and records it;
 * the chat opens in a new tab, addressed to the lead, and the dialog shows what went with a link to open it again.
 */
export const SendWhatsapp: Story = {
  name: 'Send WhatsApp',
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.contatos.list(contactsFor),
      mockHandlers.whatsappCampaign.reply(buildWhatsappResposta(CONTACTS[2]!, WHATSAPP.config.mensagem!)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar WhatsApp para Beatriz Nunes' }));
    const dialog = await findDialog('WhatsApp para Beatriz Nunes');
    await expect(await within(dialog).findByText('Envie pelo WhatsApp do número +55 (11) 94002-8922.')).toBeVisible();
    await expect(await within(dialog).findByRole('textbox', { name: /Mensagem/ })).toHaveValue(WHATSAPP.config.mensagem);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    await expect(await within(dialog).findByText(/Olá, Beatriz! Vi que você quer saber mais sobre o Método Reconquista/)).toBeVisible();
    const link = await within(dialog).findByRole('link', { name: /Abrir a conversa no WhatsApp/ });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5531991234567\?text=Ol%C3%A1%2C%20Beatriz/);
    await expect(open).toHaveBeenCalledWith(link.getAttribute('href'), '_blank', 'noopener,noreferrer');
    open.mockRestore();
  },
};

/** Writing is refused (the lead left no number): the server's sentence in the dialog, the message kept. */
export const SendWhatsappRefused: Story = {
  name: 'Send WhatsApp Refused',
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.contatos.list(contactsFor),
      mockHandlers.whatsappCampaign.reply.error(409, { message: 'Este lead não informou um número de WhatsApp.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar WhatsApp para Rafael Lima' }));
    const dialog = await findDialog('WhatsApp para Rafael Lima');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    await expect(await within(dialog).findByText('Este lead não informou um número de WhatsApp.')).toBeVisible();
    await expect(await within(dialog).findByRole('textbox', { name: /Mensagem/ })).toHaveValue(WHATSAPP.config.mensagem);
  },
};

/** Turning a contact into a ticket, after a confirmation: the new ticket, linked to its page. */
export const TurnIntoTicket: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.whatsapp.contatos.list(contactsFor), mockHandlers.whatsappCampaign.ticket({ ticket_id: 530 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transformar em ticket: Beatriz Nunes' }));
    const dialog = await findOverlay('alertdialog', 'Transformar em ticket?');
    await expect(dialog).toHaveTextContent('Um ticket de Método Reconquista será criado para Beatriz Nunes');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Criar ticket' }));
    await expect(await canvas.findByText('Ticket #530 criado para Beatriz Nunes.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Abrir o ticket' })).toHaveAttribute('href', '/aurora/tickets/detalhar/530');
  },
};

/** Refused: the lead already has a ticket open for the product, and the server names it. */
export const TurnIntoTicketRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.whatsapp.contatos.list(contactsFor),
      mockHandlers.whatsappCampaign.ticket.error(409, { message: 'Este lead já tem o ticket #498 aberto para este produto.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transformar em ticket: Rafael Lima' }));
    await userEvent.click(
      await within(await findOverlay('alertdialog', 'Transformar em ticket?')).findByRole('button', { name: 'Criar ticket' }),
    );
    await expect(await canvas.findByText('O ticket não foi criado')).toBeVisible();
    await expect(await canvas.findByText('Este lead já tem o ticket #498 aberto para este produto.')).toBeVisible();
  },
};

/** May see the contacts (the page's rule) but not act on them: no actions column. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos', 'planos_campanhas']), mockHandlers.campaigns.whatsapp.contatos.list(contactsFor));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Beatriz Nunes/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Enviar WhatsApp/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.whatsapp.contatos.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum contato por aqui')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.whatsapp.contatos.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Contatos da campanha' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
