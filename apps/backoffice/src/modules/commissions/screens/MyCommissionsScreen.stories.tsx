import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CLAIM_DETAIL, CLAIMS, CLAWED_BACK, COMMISSIONS, EMPTY_SUMMARY, SUMMARY } from '../stories/commissionStoryData';
import MyCommissionsScreen from './MyCommissionsScreen';

const commissions = mockHandlers.commissions;
const page = () => within(document.body);

/** Everything the page reads, as an agent with sales at every stage. */
const everything = (mine = COMMISSIONS) => [
  commissions.summary(SUMMARY),
  commissions.preCommissions.mine([CLAIMS[2]!]),
  commissions.mine(mine),
];

const meta = {
  title: 'Home / My commissions',
  component: MyCommissionsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'minhas-comissoes', path: '/aurora/minhas-comissoes' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { role_name: 'Atendente' } }));
  },
} satisfies Meta<typeof MyCommissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The months with their amounts by stage and the period's totals; a sale awaiting approval; every commission with where it stands. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...everything());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minhas comissões' })).toBeVisible();
    const months = await canvas.findByRole('table', { name: 'Totais por mês' });
    await expect(await within(months).findByRole('rowheader', { name: /novembro de 2026/ })).toBeVisible();
    await expect(await within(months).findByRole('row', { name: /Total/ })).toHaveTextContent('R$ 124,70');
    await expect(await canvas.findByRole('button', { name: 'Comprovar venda #23' })).toBeVisible();
    await expect(await within(await canvas.findByRole('status', { name: 'Soma' })).findByText('R$ 109,70')).toBeVisible();
    await expect(await canvas.findByText('Liberada em 30/11/2026')).toBeVisible();
  },
};

/** Held within the warranty: the only commission says until when. */
export const HeldInWarranty: Story = {
  beforeEach({ msw }) {
    msw.use(...everything([COMMISSIONS[2]!]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /João Pereira/ });
    await expect(await within(row).findByText('Retida na garantia')).toBeVisible();
    await expect(await within(row).findByText('Liberada em 30/11/2026')).toBeVisible();
  },
};

/** A refund took back a paid commission (a negative adjustment for the next order) and cancelled one before any order. */
export const ClawedBack: Story = {
  beforeEach({ msw }) {
    msw.use(...everything(CLAWED_BACK));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(await canvas.findByRole('status', { name: 'Soma' })).findByText('R$ 0,00')).toBeVisible();
    const adjustment = (await canvas.findAllByRole('row', { name: /Maria Alves/ }))[0]!;
    await expect(await within(adjustment).findByText('-R$ 4,70')).toBeVisible();
    await expect(await canvas.findByText('Estornada em 21/11/2026: reembolso da venda')).toBeVisible();
    await expect(await canvas.findByText('Estornada em 19/11/2026: chargeback da venda')).toBeVisible();
  },
};

/** Proving a sale: a description too short is refused on its field and what was typed stays; then it saves. */
export const Prove: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...everything(),
      commissions.preCommissions.mineDetail({ ...CLAIM_DETAIL, id: 23, descricao: null }),
      commissions.preCommissions.saveProof.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { descricao: ['Descreva a venda em pelo menos 10 caracteres.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Comprovar venda #23' }));
    const panel = await findDialog('Comprovar venda #23');
    const description = await within(panel).findByRole('textbox', { name: /Descrição da venda/ });
    await userEvent.type(description, 'curta');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'O lead comprou com outro e-mail' }));
    await userEvent.click(await page().findByRole('button', { name: 'Salvar' }));
    await expect(await within(panel).findByText('Descreva a venda em pelo menos 10 caracteres.')).toBeVisible();
    await expect(description).toHaveValue('curta');
    await expect(await within(panel).findByRole('textbox', { name: /E-mail da compra/ })).toBeVisible();
  },
};

export const Dark: Story = darkStory('Minhas comissões', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(commissions.summary(EMPTY_SUMMARY), commissions.preCommissions.mine.empty(), commissions.mine.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma venda sua aguarda aprovação.')).toBeVisible();
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
  },
};

const states = screenStates(commissions.summary, {
  others: () => [commissions.preCommissions.mine.empty(), commissions.mine.empty()],
  loading: 'Carregando…',
  error: { alert: 'Não foi possível carregar a lista.', retry: 'Tentar novamente' },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
