import { buildEnvio, buildEnvioDetalhe, mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findPopup } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, limitedUser } from '../stories/campaignStories';
import HistoryScreen from './HistoryScreen';

const meta = {
  title: 'Recovery / Send history',
  component: HistoryScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-checkout-historico', path: '/aurora/plano/1/campanha/configurar-checkout/11/historico-envios' },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.get(CART));
  },
} satisfies Meta<typeof HistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LEAD = { id: 7, nome: 'Marina Costa', email: 'marina@example.com' };
const SENT = [
  buildEnvio({
    id: 601,
    canal: 'email',
    situacao: 'enviado',
    destino: 'marina@example.com',
    assunto: 'Esqueceu algo no carrinho?',
    lead: LEAD,
    enviado_em: '2026-11-25T13:00:00.000Z',
    ultimo_evento: 'aberto',
  }),
  buildEnvio({
    id: 602,
    canal: 'sms',
    situacao: 'falhou',
    destino: '+5511987654321',
    assunto: 'Marina, seu carrinho está salvo',
    lead: LEAD,
    enviado_em: '2026-11-24T18:20:00.000Z',
    ultimo_evento: null,
    motivo: 'Número inválido.',
  }),
];

/** Answers the sends only for the period of one day (today), as the server filters by dt_inicio and dt_fim. */
const onlyToday = ({ request }: ResolverInfo) => {
  const params = new URL(request.url).searchParams;
  return params.get('dt_inicio') === params.get('dt_fim') ? SENT.slice(0, 1) : SENT;
};

const withHistory: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.carrinho.historico.list(onlyToday));
};

/** The last 30 days by default: to whom, by which channel, when and with what result. */
export const Loaded: Story = {
  beforeEach: withHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Histórico de envios' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
    const email = await canvas.findByRole('row', { name: /marina@example.com/ });
    await expect(email).toHaveTextContent('Aberto');
    await expect(email).toHaveTextContent('25/11/2026 10:00');
    await expect(await canvas.findByRole('row', { name: /\+5511987654321/ })).toHaveTextContent('Falhou');
  },
};

export const Dark: Story = darkStory('Histórico de envios', { beforeEach: withHistory });

/** "Hoje" asks for today only (in the company's zone). */
export const Today: Story = {
  beforeEach: withHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /\+5511987654321/ });
    await userEvent.click(await canvas.findByRole('button', { name: 'Hoje' }));
    // Pressed once the period has changed (the screen redraws with it).
    await waitFor(async () => expect(await canvas.findByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByRole('row', { name: /marina@example.com/ })).toBeVisible();
  },
};

/** Only the failed sends, as the server filters by `situacao`: the choice is kept in the address. */
export const FailedOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.historico.list(({ request }: ResolverInfo) =>
        new URL(request.url).searchParams.get('situacao') === 'falhou' ? SENT.filter((envio) => envio.situacao === 'falhou') : SENT,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /marina@example.com/ });
    await userEvent.click(await canvas.findByRole('button', { name: /Resultado/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Falhou' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /marina@example.com/ })).toBeNull());
    await expect(await canvas.findByRole('row', { name: /\+5511987654321/ })).toBeVisible();
  },
};

/** A row opens the send: the message as it went out and its events. */
export const Detail: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.historico.list(SENT),
      mockHandlers.campaigns.carrinho.historico.get(
        buildEnvioDetalhe({
          ...SENT[0]!,
          corpo: '<p>Olá, Marina! O seu <strong>Método Reconquista</strong> está esperando.</p>',
          eventos: [
            { id: 1, evento: 'entregue', detalhe: null, ocorrido_em: '2026-11-25T13:00:05.000Z' },
            { id: 2, evento: 'aberto', detalhe: null, ocorrido_em: '2026-11-25T14:12:00.000Z' },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'marina@example.com' }));
    const panel = await findOverlay('dialog', 'Detalhe do envio');
    await expect(await within(panel).findByText('Método Reconquista')).toBeVisible();
    await expect(await within(panel).findByText('25/11/2026 11:12 — Aberto')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.historico.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum envio neste período')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.historico.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Histórico de envios' },
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
