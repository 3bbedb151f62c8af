import type { StatusDeFinalizacao } from '@retoma/api-client';
import type { StatusFinalizacaoInput } from '@retoma/api-client/schemas';
import { buildStatusDeFinalizacao, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { recordsState } from '../stories/recordsState';
import { limitedUser } from '../stories/storySupport';
import StatusFinalizacaoScreen from './StatusFinalizacaoScreen';
import { darkStory, screenStates } from '#storybook/screenStates';
import { findToast } from '#storybook/queries';

const statuses = mockHandlers.ticketOptions.statusDeFinalizacao;
/** The seeded statuses, by name as the server lists them. */
const SEEDED = Array.from({ length: 6 }, (_, index) => buildStatusDeFinalizacao({ id: index + 1 })).sort((a, b) =>
  a.nome.localeCompare(b.nome),
);

/** Statuses that answer saves, with the schema's clean-up of options that do not belong to the type. */
function savingStatuses() {
  const state = recordsState<StatusDeFinalizacao, StatusFinalizacaoInput>(SEEDED, {
    nameOf: (row) => row.nome,
    fromInput: (input, id, previous) => ({
      id,
      nome: input.nome,
      status: input.status ? 1 : 0,
      tipo: input.tipo,
      hab_brinde: input.tipo === 'ganhou' && Boolean(input.hab_brinde),
      hab_perda: input.tipo === 'perdeu' && Boolean(input.hab_perda),
      fechamento: input.tipo === 'aguardando' ? Number(input.fechamento) : null,
      espera: input.tipo === 'aguardando' && Boolean(input.espera),
      padrao: false,
      created_at: previous?.created_at ?? '2025-03-14T12:00:00-03:00',
    }),
  });
  return [statuses.list(state.list), statuses.create(state.create), statuses.update(state.update), statuses.remove(state.remove)];
}

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Incluir status' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Novo status de finalização' }));
}

const meta = {
  title: 'Settings / Tickets / Closing statuses',
  component: StatusFinalizacaoScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'status-de-finalizacao', path: '/aurora/configuracoes/status-de-finalizacao' },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof StatusFinalizacaoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each status with its type and what it allows. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(statuses.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Status de finalização' })).toBeVisible();
    const waiting = await canvas.findByRole('row', { name: /Aguardando pagamento do boleto/ });
    await expect(await within(waiting).findByText('Aguardando')).toBeVisible();
    await expect(await within(waiting).findByText('Ocorrências para finalizar: 3 · Aguarda o prazo do sistema')).toBeVisible();
    const lost = await canvas.findByRole('row', { name: /Venda perdida/ });
    await expect(await within(lost).findByText('Perdeu')).toBeVisible();
    await expect(await within(lost).findByText('Exige motivo de perda')).toBeVisible();
    const won = await canvas.findByRole('row', { name: /Venda realizada/ });
    await expect(await within(won).findByText('Permite brinde')).toBeVisible();
    await expect(await within(won).findByText('Padrão do sistema')).toBeVisible();
    await expect(await within(await canvas.findByRole('row', { name: /Contato inválido/ })).findByRole('switch')).not.toBeChecked();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Status de finalização');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(statuses.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

/** The list never answers or fails; a role without `configuracao_status` is turned away. */
const states = screenStates(statuses.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Status de finalização' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_origem']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;

/** May create, not change or delete: the create button stays, the row actions and switches go. */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_status', 'configuracao_status_incluir']), statuses.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Status de finalização' });
    await expect(await within(table).findByRole('rowheader', { name: /Retornar contato/ })).toBeVisible();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('switch')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Incluir status' })).toBeVisible();
  },
};

/** Each type shows only its own options: gift for won, closing count and system wait for waiting, loss reason for lost. */
export const ConditionalFields: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(dialog.queryByRole('checkbox', { name: /brinde/ })).toBeNull();
    await expect(dialog.queryByRole('textbox', { name: /ocorrências/ })).toBeNull();

    await userEvent.click(await dialog.findByRole('radio', { name: /Ganhou/ }));
    await expect(await dialog.findByRole('checkbox', { name: 'Permite solicitar um brinde ao finalizar' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: /motivo de perda/ })).toBeNull();

    await userEvent.click(await dialog.findByRole('radio', { name: /Perdeu/ }));
    await expect(await dialog.findByRole('checkbox', { name: 'Exige um motivo de perda ao finalizar' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: /brinde/ })).toBeNull();

    await userEvent.click(await dialog.findByRole('radio', { name: /Aguardando/ }));
    await expect(await dialog.findByRole('textbox', { name: /Finalizar o ticket após quantas ocorrências/ })).toBeVisible();
    await expect(await dialog.findByRole('checkbox', { name: 'Aguardar o prazo do sistema antes de finalizar o ticket' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: /motivo de perda/ })).toBeNull();
  },
};

/** Nothing filled: the name and the type say what is missing, and the name gets the focus. */
export const ClientValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    const name = await dialog.findByRole('textbox', { name: /Nome do status/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome do status.'));
    await expect(name).toHaveFocus();
    await expect(await dialog.findByRole('radiogroup', { name: /Tipo de finalização/ })).toHaveAccessibleDescription(
      'Escolha o tipo de finalização.',
    );
  },
};

/** A waiting status needs its closing count: the message sits on that field. */
export const WaitingNeedsClosingCount: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(await dialog.findByRole('textbox', { name: /Nome do status/ }), 'Aguardando retorno do lead');
    await userEvent.click(await dialog.findByRole('radio', { name: /Aguardando/ }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    const closing = await dialog.findByRole('textbox', { name: /Finalizar o ticket após quantas ocorrências/ });
    await waitFor(() => expect(closing).toHaveAccessibleDescription(/Informe após quantas ocorrências o ticket é finalizado\./));
    await expect(closing).toHaveFocus();
    await expect(await dialog.findByRole('textbox', { name: /Nome do status/ })).toHaveValue('Aguardando retorno do lead');
  },
};

/** The server's message on a field lands there; everything typed stays. */
export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      statuses.list(SEEDED),
      statuses.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe um status com este nome.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    const name = await dialog.findByRole('textbox', { name: /Nome do status/ });
    await userEvent.type(name, 'Venda perdida');
    await userEvent.click(await dialog.findByRole('radio', { name: /Perdeu/ }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Exige um motivo de perda ao finalizar' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe um status com este nome.'));
    await expect(name).toHaveValue('Venda perdida');
    await expect(await dialog.findByRole('checkbox', { name: 'Exige um motivo de perda ao finalizar' })).toBeChecked();
  },
};

/** A new waiting status is saved and listed with its rules. */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCreate(canvasElement);
    await userEvent.type(await dialog.findByRole('textbox', { name: /Nome do status/ }), 'Aguardando retorno do lead');
    await userEvent.click(await dialog.findByRole('radio', { name: /Aguardando/ }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Finalizar o ticket após quantas ocorrências/ }), '4');
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    await findToast('O status de finalização foi criado.');
    const row = await canvas.findByRole('row', { name: /Aguardando retorno do lead/ });
    await expect(await within(row).findByText('Ocorrências para finalizar: 4')).toBeVisible();
  },
};

/** Editing a waiting status shows its closing count and system wait. */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Aguardando pagamento do boleto' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar status de finalização' }));
    await expect(await dialog.findByRole('radio', { name: /Aguardando/ })).toBeChecked();
    const closing = await dialog.findByRole('textbox', { name: /Finalizar o ticket após quantas ocorrências/ });
    await expect(closing).toHaveValue('3');
    await expect(await dialog.findByRole('checkbox', { name: /Aguardar o prazo do sistema/ })).toBeChecked();
    await userEvent.clear(closing);
    await userEvent.type(closing, '5');
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar' }));
    await findToast('O status de finalização foi atualizado.');
    const row = await canvas.findByRole('row', { name: /Aguardando pagamento do boleto/ });
    await expect(await within(row).findByText('Ocorrências para finalizar: 5 · Aguarda o prazo do sistema')).toBeVisible();
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...savingStatuses());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Contato inválido' }));
    const question = await page.findByRole('alertdialog', { name: 'Excluir status de finalização' });
    await expect(question).toHaveTextContent('Deseja excluir o status “Contato inválido”?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await page.findByText('O status “Contato inválido” foi excluído.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Contato inválido/ })).toBeNull());
  },
};
