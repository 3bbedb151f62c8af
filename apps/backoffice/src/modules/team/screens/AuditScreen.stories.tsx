import type { AuditEntry } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { AUDIT_ENTRIES, TEAM_MANAGER, limitedUser, membersHandler } from '../stories/teamStories';
import AuditScreen from './AuditScreen';

const audit = mockHandlers.audit.list;

const meta = {
  title: 'Settings / Users / Change history',
  component: AuditScreen,
  parameters: { layout: 'fullscreen', route: { id: 'auditoria', path: '/aurora/configuracoes/auditoria' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), membersHandler());
  },
} satisfies Meta<typeof AuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Who changed what and when, in the product's words: a role's permissions taken away and given (by the roles screen's
 * descriptions), a product's commission from reais to a percentage, a lead's export by its format, an invitation, an
 * account's masked token.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(audit(AUDIT_ENTRIES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Histórico de alterações' })).toBeVisible();
    const role = await canvas.findByRole('row', { name: /Alterou Atendente/ });
    await expect(await within(role).findByText('Ana Souza')).toBeVisible();
    await expect(await within(role).findByText('Funções')).toBeVisible();
    const removed = await within(role).findByText('− Usar a agenda de retornos.');
    await expect(removed).toBeVisible();
    await expect(removed.tagName).toBe('DEL');
    const given = await within(role).findByText('+ Atender tickets: ligar, enviar mensagens e finalizar.');
    await expect(given.tagName).toBe('INS');
    // What stayed is not repeated, and no permission shows by its key.
    await expect(within(role).queryByText(/Ver a lista de tickets|ticket_/)).toBeNull();
    const product = await canvas.findByRole('row', { name: /Curso de Confeitaria Profissional/ });
    const insertion = (await within(product).findByText('Comissão de inserção')).closest('li');
    await expect(insertion).toHaveTextContent('Comissão de inserção R$ 20,00 → 12,5%');
    await expect(await within(product).findByText('Percentual (%)')).toBeVisible();
    const exported = await canvas.findByRole('row', { name: /Exportou Lead #42/ });
    await expect(await within(exported).findByText('Planilha CSV')).toBeVisible();
    const account = await canvas.findByRole('row', { name: /Hotmart principal/ });
    const token = await within(account).findByText('Token principal');
    await expect(token).toHaveAttribute('title', 'has_token');
    await expect(token.closest('li')).toHaveTextContent('Token principal alterado (valor oculto)');
  },
};

/** Choosing an area asks the server for that area only; the URL keeps it. */
export const FilteredByArea: Story = {
  beforeEach({ msw }) {
    msw.use(
      audit(({ request }) => AUDIT_ENTRIES.filter((entry) => entry.area === (new URL(request.url).searchParams.get('area') ?? entry.area))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Hotmart principal/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Área/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Funções' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Hotmart principal/ })).toBeNull());
    await expect(await canvas.findByRole('row', { name: /Alterou Atendente/ })).toBeVisible();
  },
};

/**
 * The commissions' decisions and payments: a claim approved with its amounts, an order generated, paid and reverted,
 * and a commission the system took back when its sale was refunded.
 */
const COMMISSION_ENTRIES: AuditEntry[] = [
  {
    id: 15,
    created_at: '2026-03-14T11:20:00.000Z',
    area: 'commissions',
    action: 'clawback',
    entity_id: 40,
    label: 'Comissão #40',
    actor: null,
    changes: [
      { field: 'ajuste_id', before: null, after: 52 },
      { field: 'bonus', before: null, after: 0 },
      { field: 'estornada_em', before: null, after: '2026-03-14T11:20:00.000Z' },
      { field: 'motivo_estorno', before: null, after: 'PURCHASE_REFUNDED' },
      { field: 'ordem_id', before: null, after: 31 },
      { field: 'user_id', before: null, after: 4 },
      { field: 'valor', before: null, after: 33.33 },
    ],
  },
  {
    id: 14,
    created_at: '2026-03-14T10:05:00.000Z',
    area: 'commissions',
    action: 'unpay',
    entity_id: 31,
    label: 'Ordem #31',
    actor: { id: 2, name: 'Bruno Lima', avatar: null },
    changes: [
      { field: 'paga_em', before: '2026-03-13T18:00:00.000Z', after: null },
      { field: 'total', before: null, after: 53.43 },
      { field: 'user.id', before: null, after: 4 },
    ],
  },
  {
    id: 13,
    created_at: '2026-03-13T18:00:00.000Z',
    area: 'commissions',
    action: 'pay',
    entity_id: 31,
    label: 'Ordem #31',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      { field: 'paga_em', before: null, after: '2026-03-13T18:00:00.000Z' },
      { field: 'total', before: null, after: 53.43 },
      { field: 'user.id', before: null, after: 4 },
    ],
  },
  {
    id: 12,
    created_at: '2026-03-13T09:30:00.000Z',
    area: 'commissions',
    action: 'reject',
    entity_id: 19,
    label: 'Pré-comissão #19',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      { field: 'comissao_atendente', before: null, after: 33.33 },
      { field: 'comissao_criador', before: null, after: 20.1 },
      { field: 'situacao', before: 'pendente', after: 'reprovada' },
    ],
  },
  {
    id: 11,
    created_at: '2026-03-12T16:45:00.000Z',
    area: 'commissions',
    action: 'approve',
    entity_id: 18,
    label: 'Pré-comissão #18',
    actor: { id: 1, name: 'Ana Souza', avatar: null },
    changes: [
      { field: 'comissoes.atendimento', before: null, after: 33.33 },
      { field: 'comissoes.insercao', before: null, after: 20.1 },
      { field: 'situacao', before: 'pendente', after: 'aprovada' },
      { field: 'transacoes', before: null, after: ['HP1234567890'] },
    ],
  },
];

/**
 * Each field by its name (the server's on hover), dates in the company's zone, amounts in reais, reasons and
 * statuses in words, records by id; the area in one line.
 */
export const Commissions: Story = {
  beforeEach({ msw }) {
    msw.use(audit(COMMISSION_ENTRIES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approved = await canvas.findByRole('row', { name: /Aprovou Pré-comissão #18/ });
    const area = await within(approved).findByText('Comissões');
    await expect(area).toBeVisible();
    // One box per line of the text: "Comissõ / es" would be two.
    const areaText = document.createRange();
    areaText.selectNodeContents(area);
    await expect(areaText.getClientRects()).toHaveLength(1);
    const attendance = (await within(approved).findByText('Comissão de atendimento')).closest('li')!;
    await expect(attendance).toHaveTextContent('Comissão de atendimento (vazio) → R$ 33,33');
    await expect(await within(approved).findByText('Aprovada')).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Reprovou Pré-comissão #19/ })).toBeVisible();
    const paid = await canvas.findByRole('row', { name: /Pagou Ordem #31/ });
    const paidAt = await within(paid).findByText('Paga em');
    await expect(paidAt).toHaveAttribute('title', 'paga_em');
    // 18:00 UTC is 15:00 in São Paulo, the company's zone.
    await expect(paidAt.closest('li')).toHaveTextContent('Paga em (vazio) → 13/03/2026 15:00');
    await expect(await within(paid).findByText('R$ 53,43')).toBeVisible();
    await expect(await within(paid).findByText('#4')).toBeVisible();
    const reverted = await canvas.findByRole('row', { name: /Estornou o pagamento Ordem #31/ });
    await expect(await within(reverted).findByText('Bruno Lima')).toBeVisible();
    const clawedBack = await canvas.findByRole('row', { name: /Estornou a comissão Comissão #40/ });
    await expect(await within(clawedBack).findByText('Sistema')).toBeVisible();
    // The platform's event by the transaction panel's word for it.
    await expect(await within(clawedBack).findByText('reembolso')).toBeVisible();
    await expect(within(clawedBack).queryByText(/PURCHASE_REFUNDED|motivo_estorno|33\.33/)).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(audit.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma alteração registrada')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Histórico de alterações', {
  beforeEach({ msw }) {
    msw.use(audit(AUDIT_ENTRIES));
  },
});

/** The trail never answers or fails; anyone but an administrator is turned away (even a user manager). */
const states = screenStates(audit, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Histórico de alterações' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(TEAM_MANAGER) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
