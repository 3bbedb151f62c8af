import type { LeadDetail, LeadTimelineEntry } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../../catalog/stories/storySupport';
import {
  BIANCA,
  BIANCA_TIMELINE,
  CARLA,
  CARLA_TIMELINE,
  ERASED,
  JOAO,
  JOAO_TIMELINE,
  MARIA,
  MARIA_TICKETS,
  MARIA_TIMELINE,
  MARIA_TRANSACTIONS,
} from './leadStoryData';
import LeadDetailScreen from './LeadDetailScreen';

const { leads } = mockHandlers;
const routeOf = (lead: LeadDetail, query = '') => ({ id: 'leads-detalhe', path: `/aurora/leads/detalhe/${lead.id}${query}` });

/** The handlers of one lead's page: its detail, its timeline (filtered by kind as the server does) and its tabs. */
const leadPage = (lead: LeadDetail, timeline: LeadTimelineEntry[]) => [
  leads.get(lead),
  leads.timeline(({ request }) => {
    const tipo = new URL(request.url).searchParams.get('tipo');
    return tipo ? timeline.filter((entry) => entry.tipo === tipo) : timeline;
  }),
  leads.transactions(lead.id === MARIA.id ? MARIA_TRANSACTIONS : []),
  leads.tickets(lead.id === MARIA.id ? MARIA_TICKETS : []),
];

const meta = {
  title: 'Leads / Detail',
  component: LeadDetailScreen,
  parameters: { layout: 'fullscreen', route: routeOf(MARIA), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof LeadDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const timeline = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Linha do tempo do lead' });

/**
 * Maria bought: the summary says what, for how much and when, that the cart campaign is credited, how she entered
 * it and how she read its e-mails; the timeline tells it step by step, newest first.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...leadPage(MARIA, MARIA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: MARIA.nome })).toBeVisible();
    await expect(await canvas.findByText(/^Comprou Método Reconquista por R\$\s497,00 em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(await canvas.findByText('Venda recuperada, creditada à campanha Carrinho abandonado — Método Reconquista.')).toBeVisible();
    await expect(await canvas.findByText('2 mensagens de campanha, 2 aberturas, 1 clique.')).toBeVisible();
    const list = await timeline(canvasElement);
    const items = await within(list).findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Venda recuperada');
    await expect(items[1]).toHaveTextContent('Compra: aprovada');
    await expect(items[1]).toHaveTextContent('R$ 497,00');
    await expect(await within(list).findByText(/2 aberturas · 1 clique$/)).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Transações (1)' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Exportar dados \(LGPD\)/ })).toBeVisible();
  },
};

/** Choosing a kind asks the server for that kind only: the purchases alone. */
export const FilteredByKind: Story = {
  beforeEach({ msw }) {
    msw.use(...leadPage(MARIA, MARIA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await timeline(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Mostrar/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Transações' }));
    const list = await timeline(canvasElement);
    await expect(await within(list).findByText('Compra: aprovada')).toBeVisible();
    await expect(within(list).queryByText('Venda recuperada')).toBeNull();
  },
};

/** The tabs: Maria's purchase and her ticket, with their counts. */
export const Tabs: Story = {
  parameters: { route: routeOf(MARIA, '?aba=tickets') },
  beforeEach({ msw }) {
    msw.use(...leadPage(MARIA, MARIA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tickets' });
    await expect(await within(grid).findByRole('link', { name: 'Ticket #31' })).toHaveAttribute('href', '/aurora/tickets/detalhar/31');
    await expect(await within(grid).findByText('Fechado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Transações (1)' }));
    await expect(await within(await canvas.findByRole('grid', { name: 'Transações' })).findByText('HP10293847561')).toBeVisible();
  },
};

/** The contact data: a phone the server refuses shows its message on the field, and what was typed stays. */
export const ContactValidation: Story = {
  parameters: { route: routeOf(MARIA, '?aba=contato') },
  beforeEach({ msw }) {
    msw.use(
      ...leadPage(MARIA, MARIA_TIMELINE),
      leads.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { telefone: ['Informe o telefone com DDD (10 ou 11 dígitos).'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /^Telefone/ });
    await userEvent.clear(phone);
    await userEvent.paste('98765');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o telefone com DDD (10 ou 11 dígitos).')).toBeVisible();
    await expect(phone).toHaveValue('98765');
    await expect(await canvas.findByRole('textbox', { name: /^CPF/ })).toHaveAttribute('readonly');
    await expect(await canvas.findByRole('textbox', { name: /^CPF/ })).toHaveValue('123.456.789-09');
  },
};

/** João never bought: the summary says so, shows the boleto campaign he is still in and its one message, in the singular. */
export const NoPurchase: Story = {
  parameters: { route: routeOf(JOAO) },
  beforeEach({ msw }) {
    msw.use(...leadPage(JOAO, JOAO_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ainda não comprou.')).toBeVisible();
    await expect(await canvas.findByText(/^Entrou na campanha Boletos em .*: ainda na campanha\.$/)).toBeVisible();
    await expect(await canvas.findByText('1 mensagem de campanha, 0 aberturas, 0 cliques.')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Transações (0)' })).toBeVisible();
  },
};

/** Bianca asked for her money back: the refund and the reversed credit are what the summary tells first. */
export const Refunded: Story = {
  parameters: { route: routeOf(BIANCA) },
  beforeEach({ msw }) {
    msw.use(...leadPage(BIANCA, BIANCA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Comprou e pediu o dinheiro de volta em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(await canvas.findByText('O crédito da venda recuperada foi revertido.')).toBeVisible();
    await expect(await within(await timeline(canvasElement)).findByText('Compra: reembolsada')).toBeVisible();
  },
};

/** Carla opted out: the badge and the date and campaign of her request. */
export const OptedOut: Story = {
  parameters: { route: routeOf(CARLA) },
  beforeEach({ msw }) {
    msw.use(...leadPage(CARLA, CARLA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Descadastrado'))[0]).toBeVisible();
    await expect(
      await canvas.findByText(
        /^Pediu para não receber mensagens \(e-mail\) em \d{2}\/\d{2}\/\d{4}, pelo link da campanha Carrinho abandonado/,
      ),
    ).toBeVisible();
    await expect(await within(await timeline(canvasElement)).findByText('Pediu para não receber mais mensagens (e-mail)')).toBeVisible();
  },
};

/** An erased lead: the notice says what stays; no export, no erasure, nothing to edit. */
export const Erased: Story = {
  parameters: { route: routeOf(ERASED) },
  beforeEach({ msw }) {
    msw.use(
      ...leadPage(
        ERASED,
        MARIA_TIMELINE.filter((entry) => entry.tipo === 'transacao' || entry.tipo === 'credito'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/As vendas, os créditos e as comissões continuam contados, sem a pessoa\./)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lead anonimizado' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Exportar dados/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Anonimizar/ })).toBeNull();
  },
};

/** Erasing asks for the typed word before it works, then shows the lead as it is left. */
export const Erase: Story = {
  beforeEach({ msw }) {
    msw.use(...leadPage(MARIA, MARIA_TIMELINE), leads.erase({ ...ERASED, id: MARIA.id }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Anonimizar \(LGPD\)/ }));
    const dialog = await findDialog('Anonimizar os dados deste lead?');
    const confirm = await within(dialog).findByRole('button', { name: 'Anonimizar para sempre' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /digite ANONIMIZAR/ }));
    await userEvent.paste('ANONIMIZAR');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(await findToast('Dados do lead anonimizados.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lead anonimizado' })).toBeVisible();
  },
};

/** An agent without `leads_lgpd` reads the lead but is offered neither the export nor the erasure. */
export const WithoutLgpd: Story = {
  name: 'Without LGPD',
  beforeEach({ msw }) {
    msw.use(...limitedUser(['leads', 'leads_detalhamento']), ...leadPage(MARIA, MARIA_TIMELINE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: MARIA.nome })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Exportar dados/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Anonimizar/ })).toBeNull();
  },
};

const states = screenStates(leads.get, {
  others: () => [leads.timeline(MARIA_TIMELINE), leads.transactions([]), leads.tickets([])],
  loading: 'Carregando…',
  error: { alert: ['Não foi possível carregar o lead.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['leads']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `leads_detalhamento` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory(MARIA.nome, Loaded);
