import type { Diagnostico, PreComissao, PreComissaoLote } from '@retoma/api-client';
import { IDENTITY_PREFIX, mockHandlers, validationError } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import {
  ALL_GREEN,
  CANDIDATES,
  CLAIM_DETAIL,
  CLAIMS,
  DISPUTED_DETAIL,
  disputeRefusal,
  MANY_CLAIMS,
  MIXED,
  REJECTED,
} from '../stories/commissionStoryData';
import { limitedUser, peopleOptions } from '../stories/storySupport';
import ApproveScreen from './ApproveScreen';

const claims = mockHandlers.commissions.preCommissions;
const page = () => within(document.body);

/** The claims the DiagnoseAll story's server has diagnosed, and the gate its second hundred waits at. */
const diagnosed = new Set<number>();
let releaseSecondPage = () => {};
let secondPage = Promise.resolve();
const LAST_CLAIM = MANY_CLAIMS.at(-1)!.id;

/** The pending tab and the rejected one, each from its own list; the counts beside them. */
const tabs = (pending = CLAIMS, rejected = REJECTED) => [
  claims.counts({ pendente: pending.length, reprovado: rejected.length }),
  claims.list(({ request }) => (new URL(request.url).searchParams.get('tipo') === 'reprovado' ? rejected : pending)),
];

const meta = {
  title: 'Commissions / Approve',
  component: ApproveScreen,
  parameters: { layout: 'fullscreen', route: { id: 'comissoes-aprovar', path: '/aurora/comissoes/aprovar' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), peopleOptions());
  },
} satisfies Meta<typeof ApproveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending claims with their totals, who brought the lead and who sold, the last diagnosis (green, mixed, never run) and the proof clip. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comissões a aprovar' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /Pendentes\s*3/ })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /Reprovadas\s*1/ })).toBeVisible();
    const green = await canvas.findByRole('row', { name: /Ana Souza/ });
    await expect(await within(green).findByText('Aprovar')).toBeVisible();
    await expect(await within(green).findByText('Comprovação anexada')).toBeVisible();
    const mixed = await canvas.findByRole('row', { name: /João Pereira/ });
    await expect(await within(mixed).findByText('Reprovar')).toBeVisible();
    await expect(await within(mixed).findByText('Carrinho abandonado')).toBeVisible();
    const never = await canvas.findByRole('row', { name: /Maria Alves/ });
    await expect(await within(never).findByText('Nunca realizado')).toBeVisible();
    await expect(await within(never).findByText('R$ 7,05')).toBeVisible();
  },
};

/**
 * "Diagnosticar todas" runs on every pending claim, not only the page's: 103 of them, read a hundred at a time. The
 * button counts what is done while the second hundred's claims are diagnosed, and the last claim (on that page) is.
 */
export const DiagnoseAll: Story = {
  parameters: { route: { id: 'comissoes-aprovar', path: '/aurora/comissoes/aprovar?per_page=10' } },
  beforeEach({ msw }) {
    diagnosed.clear();
    secondPage = new Promise((resolve) => (releaseSecondPage = resolve));
    const green = (row: PreComissao): PreComissao =>
      diagnosed.has(row.id) ? { ...row, diagnostico: { ...ALL_GREEN, pre_comissao_id: row.id } } : row;
    msw.use(
      claims.counts({ pendente: MANY_CLAIMS.length, reprovado: 0 }),
      claims.list(() => MANY_CLAIMS.map(green)),
      claims.diagnose(async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        // The first batch of the second hundred waits for the play to have read the progress.
        if (ids.includes(LAST_CLAIM)) await secondPage;
        for (const id of ids) diagnosed.add(id);
        return ids.map((id): Diagnostico => ({ ...ALL_GREEN, pre_comissao_id: id }));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Diagnosticar todas' }));
    await expect(await canvas.findByRole('button', { name: 'Diagnosticando 100 de 103…' })).toBeVisible();
    releaseSecondPage();
    await expect(await page().findByText('Diagnóstico realizado em 103 pré-comissões.')).toBeVisible();
    await expect(diagnosed.has(LAST_CLAIM)).toBe(true);
    await expect(diagnosed.size).toBe(MANY_CLAIMS.length);
    await waitFor(() => expect(canvas.queryByText('Nunca realizado')).toBeNull());
    const never = await canvas.findByRole('row', { name: /Maria Alves/ });
    await expect(await within(never).findByText('Aprovar')).toBeVisible();
  },
};

/** The claim beside the list: its facts, the agent's proof, the reasons by verdict, and approving with a proving transaction. */
export const OpenAndApprove: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...tabs(),
      claims.get({ ...CLAIM_DETAIL, diagnostico: MIXED }),
      claims.candidates(CANDIDATES),
      claims.approve({ ...CLAIM_DETAIL, situacao: 'aprovada' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Detalhar pré-comissão 21' }));
    const panel = await findDialog('Pré-comissão 21');
    await expect(await within(panel).findByText('Liguei para a Ana e enviei o meu link de venda pelo WhatsApp.')).toBeVisible();
    await expect(await within(panel).findByText('A garantia da transação HP2048 vai até 25/11/2026.')).toBeVisible();
    await expect(await within(panel).findByText('A pré-comissão 23 reivindica a mesma venda.')).toBeVisible();
    await expect(await within(panel).findByRole('button', { name: 'Aprovar' })).toBeDisabled();
    await userEvent.click(await within(panel).findByRole('checkbox', { name: /Transação HP1024 de Ana Souza/ }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Aprovar' }));
    const question = await findDialog('Aprovar pré-comissão?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    await expect(await page().findByText('Pré-comissão 21 aprovada.')).toBeVisible();
  },
};

/** A claim never diagnosed says so and offers to run it. */
export const DiagnosisNeverRun: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs(), claims.get({ ...CLAIM_DETAIL, diagnostico: null }), claims.candidates([]));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar pré-comissão 21' }));
    const panel = await findDialog('Pré-comissão 21');
    await expect(await within(panel).findByText('O diagnóstico ainda não foi realizado.')).toBeVisible();
    await expect(await within(panel).findByRole('button', { name: 'Realizar diagnóstico' })).toBeVisible();
    await expect(await within(panel).findByText(/Nenhuma transação aprovada encontrada/)).toBeVisible();
  },
};

/** All green: every reason speaks for approving. */
export const DiagnosisAllGreen: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs(), claims.get({ ...CLAIM_DETAIL, diagnostico: ALL_GREEN }), claims.candidates(CANDIDATES));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar pré-comissão 21' }));
    const panel = await findDialog('Pré-comissão 21');
    await expect(await within(panel).findByRole('heading', { name: 'Motivos para aprovar' })).toBeVisible();
    await expect(within(panel).queryByRole('heading', { name: 'Motivos para reprovar' })).toBeNull();
    await expect(await within(panel).findByText('Transação HP1024 aprovada em 02/11/2026.')).toBeVisible();
  },
};

/** The refusal of claim 21, whose sale HP1024 is in dispute. */
const DISPUTE_REFUSAL = disputeRefusal('HP1024');

/** A panel in dispute: says so, offers no proving transaction (nor a manual one), and keeps approve disabled with why. */
async function expectDisputeNotice(panel: HTMLElement) {
  await expect(await within(panel).findByText(/O comprador contestou a venda HP1024 na plataforma\./)).toBeVisible();
  const approve = await within(panel).findByRole('button', { name: 'Aprovar' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription('Aprovação indisponível: venda em disputa.');
  await expect(await within(panel).findByText('Aprovação indisponível: venda em disputa.')).toBeVisible();
  await expect(within(panel).queryByRole('heading', { name: 'Transação manual' })).toBeNull();
  await expect(within(panel).queryByRole('button', { name: 'Criar transação' })).toBeNull();
  await expect(within(panel).queryByRole('searchbox', { name: /Buscar transações/ })).toBeNull();
  await expect(await within(panel).findByRole('button', { name: 'Reprovar' })).toBeEnabled();
}

/**
 * The credited sale is in dispute: a reason to wait, with the day it was contested, and the panel says the claim can
 * be neither approved nor proved by a manual transaction until the platform decides (the server refuses both); it
 * may still be rejected.
 */
export const DiagnosisDispute: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs(), claims.get(DISPUTED_DETAIL));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar pré-comissão 21' }));
    const panel = await findDialog('Pré-comissão 21');
    await expect(await within(panel).findByText(/Sugestão: Aguardar\./)).toBeVisible();
    await expect(await within(panel).findByRole('heading', { name: 'Motivos para aguardar' })).toBeVisible();
    await expect(
      await within(panel).findByText('A transação HP1024 está em disputa desde 12/11/2026: aguarde a decisão da plataforma.'),
    ).toBeVisible();
    await expect(await within(panel).findByText('Venda em disputa')).toBeVisible();
    await expectDisputeNotice(panel);
  },
};

/**
 * The buyer contests the sale after the last diagnosis (all green): the manager chooses its transaction and approves,
 * the server refuses with the dispute (422 on `transacoes`), and the panel shows that reason above where the
 * transactions were, then, with the claim read again, the dispute notice in their place.
 */
export const DisputeRefusedOnApproval: Story = {
  beforeEach({ msw }) {
    let refused = false;
    msw.use(
      ...tabs(),
      claims.get(() => (refused ? { ...DISPUTED_DETAIL, diagnostico: ALL_GREEN } : { ...CLAIM_DETAIL, diagnostico: ALL_GREEN })),
      claims.candidates(CANDIDATES),
      http.post(`${IDENTITY_PREFIX}/pre_comissaos/aprovar/:id`, () => {
        refused = true;
        return validationError({ transacoes: [DISPUTE_REFUSAL] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar pré-comissão 21' }));
    const panel = await findDialog('Pré-comissão 21');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: /Transação HP1024 de Ana Souza/ }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Aprovar' }));
    const question = await findDialog('Aprovar pré-comissão?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    // In the panel, announced, and not a toast with the request's generic "invalid data".
    const refusal = await within(panel).findByText(DISPUTE_REFUSAL);
    await expect(refusal).toBeVisible();
    await expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await expect(page().queryByText('Os dados informados são inválidos.')).toBeNull();
    await expectDisputeNotice(panel);
  },
};

/** The claims the bulk story's server was asked to decide, and how. */
const sentBulk: { method?: string; ids?: number[] } = {};

/** A server that answers a decision on a selection with `answer`, then lists only the claims it left pending. */
function bulkHandlers(pending: PreComissao[], answer: PreComissaoLote) {
  delete sentBulk.method;
  delete sentBulk.ids;
  let answered = false;
  const left = () => (answered ? pending.filter((row) => !answer.feitos.includes(row.id)) : pending);
  return [
    claims.counts(() => ({ pendente: left().length, reprovado: REJECTED.length })),
    claims.list(({ request }) => (new URL(request.url).searchParams.get('tipo') === 'reprovado' ? REJECTED : left())),
    claims.actOnList(async ({ request, params }) => {
      sentBulk.method = String(params.method);
      sentBulk.ids = ((await request.json()) as { ids: number[] }).ids;
      answered = true;
      return answer;
    }),
  ];
}

/**
 * The report of a decision on a selection, found by its title, in the screen's polite slot: the slot announces it,
 * once (the report is not a live region of its own).
 */
async function findReport(canvasElement: HTMLElement, title: string) {
  const slot = (await within(canvasElement).findByText(title)).closest<HTMLElement>('[aria-live="polite"]')!;
  await expect(slot).not.toBeNull();
  await expect(within(slot).queryByRole('status')).toBeNull();
  return slot;
}

/** Selects the three pending claims, approves them at once, and returns the report of what the server did. */
async function approveAllThree(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const lead of ['Ana Souza', 'João Pereira', 'Maria Alves'])
    await userEvent.click(await within(await canvas.findByRole('row', { name: new RegExp(lead) })).findByRole('checkbox'));
  await userEvent.click(await canvas.findByRole('button', { name: 'Aprovar selecionadas' }));
  return findReport(canvasElement, 'Feito em 1 de 3 pré-comissões.');
}

/**
 * Approving three claims at once, the server approves one and refuses two, each with its reason in the person's
 * language (one sale is in dispute, the other's transaction already proves another claim). Above the list, until
 * dismissed: how many were done, then each refused claim with its reason; the approved one leaves the list.
 */
export const BulkApprovePartlyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...bulkHandlers(CLAIMS, {
        feitos: [21],
        recusados: [
          { id: 22, motivo: disputeRefusal('HP2048') },
          { id: 23, motivo: 'A transação HP4096 já comprova a pré-comissão #19.' },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = await approveAllThree(canvasElement);
    await expect(sentBulk).toEqual({ method: 'aprovar', ids: [21, 22, 23] });
    await expect(await within(report).findByText('2 não puderam ser alteradas:')).toBeVisible();
    await expect(await within(report).findByText(`#22 — ${disputeRefusal('HP2048')}`)).toBeVisible();
    await expect(await within(report).findByText('#23 — A transação HP4096 já comprova a pré-comissão #19.')).toBeVisible();
    await expect(within(report).queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
    // No focus taken from the person: the report only waits to be read.
    await expect(report).not.toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Ana Souza/ })).toBeNull());
    await expect(await canvas.findByRole('tab', { name: /Pendentes\s*2/ })).toBeVisible();
  },
};

/** Closing the report from the keyboard: it goes, and the focus goes on to the list's tab, not to the page's start. */
export const BulkReportDismissed: Story = {
  beforeEach: BulkApprovePartlyRefused.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = await approveAllThree(canvasElement);
    const close = await within(report).findByRole('button', { name: 'Fechar aviso' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Feito em 1 de 3 pré-comissões.')).toBeNull());
    await expect(await canvas.findByRole('tab', { name: /Pendentes/, selected: true })).toHaveFocus();
  },
};

/** The rejected tab: a claim there may be restored after a question. */
export const RejectedTab: Story = {
  parameters: { route: { id: 'comissoes-aprovar', path: '/aurora/comissoes/aprovar?tipo=reprovado' } },
  beforeEach({ msw }) {
    msw.use(...tabs(), claims.restore({ ...CLAIM_DETAIL, id: 24 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /Reprovadas/, selected: true })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Restaurar pré-comissão 24' }));
    const question = await findDialog('Restaurar pré-comissão?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    await expect(await page().findByText('Pré-comissão 24 restaurada.')).toBeVisible();
  },
};

/** Someone who may only see the lists: no opening, no deciding. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['comissao_pendente']), ...tabs());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Ana Souza/ });
    await expect(canvas.queryByRole('button', { name: /Detalhar pré-comissão/ })).toBeNull();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Dark: Story = darkStory('Comissões a aprovar', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(claims.counts({ pendente: 0, reprovado: 0 }), claims.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Diagnosticar todas' })).toBeNull();
  },
};

const states = screenStates(claims.list, {
  others: () => [peopleOptions(), claims.counts({ pendente: 3, reprovado: 1 })],
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Comissões a aprovar' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
