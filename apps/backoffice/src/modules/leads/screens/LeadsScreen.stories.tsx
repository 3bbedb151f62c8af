import type { LeadListItem } from '@retoma/api-client';
import { buildProductOptions, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../../catalog/stories/storySupport';
import { LEADS } from './leadStoryData';
import LeadsScreen from './LeadsScreen';

const { leads } = mockHandlers;
const ROUTE = { id: 'leads-listagem', path: '/aurora/leads/listagem' };

/** The queries the list was asked with, newest last. */
let asked: URLSearchParams[] = [];
const listing =
  (rows: LeadListItem[]) =>
  ({ request }: ResolverInfo) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const search = query.get('search')?.replace(/\D/g, '');
    return rows.filter((row) => (!query.get('compra') || row.compra === query.get('compra')) && (!search || row.cpf?.includes(search)));
  };

const meta = {
  title: 'Leads / List',
  component: LeadsScreen,
  parameters: { layout: 'fullscreen', route: ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    asked = [];
    msw.use(...companySessionHandlers(), mockHandlers.selects.produtos(buildProductOptions()));
  },
} satisfies Meta<typeof LeadsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Listagem de leads' });
const FIRST = LEADS[0]!;

/** The company's leads: masked phone and CPF, where their purchases stand, each name opening the detail. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(leads.list(listing(LEADS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listagem de leads' })).toBeVisible();
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.nome) });
    await expect(await within(row).findByRole('link', { name: FIRST.nome })).toHaveAttribute('href', `/aurora/leads/detalhe/${FIRST.id}`);
    await expect(await within(row).findByText(/^\(\d{2}\) \d{5}-\d{4}$/)).toBeVisible();
    await expect(await within(row).findByText('Comprou')).toBeVisible();
    await expect(await canvas.findByText('1–10 de 12')).toBeVisible();
  },
};

/** A CPF typed with its mask finds the person; the search goes to the server and stays in the address. */
export const SearchByCpf: Story = {
  name: 'Search By CPF',
  beforeEach({ msw }) {
    msw.use(leads.list(listing(LEADS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withCpf = LEADS.find((lead) => lead.cpf)!;
    const masked = withCpf.cpf!.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    await table(canvasElement);
    await userEvent.click(await canvas.findByRole('searchbox', { name: /Pesquisar por nome/ }));
    await userEvent.paste(masked);
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe(masked));
    await expect(await within(await table(canvasElement)).findByText(masked)).toBeVisible();
    await expect(await canvas.findByText(/^1–\d+ de \d+$/)).toBeVisible();
  },
};

/** Filters come from the address: purchase "Reembolsou" is asked for and shown. */
export const FilteredFromAddress: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/leads/listagem?compra=reembolsou' } },
  beforeEach({ msw }) {
    msw.use(leads.list(listing(LEADS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findAllByText('Reembolsou');
    await expect(asked.at(-1)?.get('compra')).toBe('reembolsou');
    await expect(await canvas.findByRole('button', { name: /Compra/ })).toHaveTextContent('Reembolsou');
  },
};

/** No lead yet: the spec's empty text, and where leads come from. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(leads.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

/** Deleting says first what goes with the lead, and confirms once it is gone. */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(
      leads.list(LEADS.slice(0, 3)),
      leads.removal({ transacoes: 0, vendas_recuperadas: 0, tickets: 0, campanhas: 1, envios: 3, pode_excluir: true }),
      leads.remove(),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.nome) });
    await userEvent.click(await within(row).findByRole('button', { name: `Ações de ${FIRST.nome}` }));
    await userEvent.click(await within(await findPopup('menu')).findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await findDialog('Excluir lead?');
    await expect(await within(dialog).findByText(/apaga também 1 entrada em campanha e 3 envios\./)).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await expect(await findToast('Lead excluído.')).toBeVisible();
  },
};

/** A lead with sales cannot be deleted: the dialog says why and points to the LGPD erasure, with no delete button. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      leads.list(LEADS.slice(0, 3)),
      leads.removal({ transacoes: 2, vendas_recuperadas: 1, tickets: 1, campanhas: 1, envios: 4, pode_excluir: false }),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.nome) });
    await userEvent.click(await within(row).findByRole('button', { name: `Ações de ${FIRST.nome}` }));
    await userEvent.click(await within(await findPopup('menu')).findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await findDialog('Excluir lead?');
    await expect(await within(dialog).findByText(/tem 2 transações, 1 venda recuperada e 1 ticket:/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
  },
};

/** An agent sees the list but neither deletes nor (without `leads_detalhamento`) opens the detail. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['leads']), leads.list(LEADS.slice(0, 3)));
  },
  play: async ({ canvasElement }) => {
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.nome) });
    await expect(await within(row).findByText(FIRST.nome)).toBeVisible();
    await expect(within(row).queryByRole('link')).toBeNull();
    await expect(within(row).queryByRole('button', { name: /Ações de/ })).toBeNull();
  },
};

const states = screenStates(leads.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Listagem de leads' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `leads` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the list. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Listagem de leads', Loaded);
