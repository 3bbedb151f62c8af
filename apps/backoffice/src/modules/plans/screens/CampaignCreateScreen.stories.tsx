import type { Campanha } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findOverlay, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser, MAIN_PLAN, planScreenBase } from '../stories/planStories';
import CampaignCreateScreen from './CampaignCreateScreen';

const meta = {
  title: 'Recovery / New campaign',
  component: CampaignCreateScreen,
  parameters: { layout: 'fullscreen', route: { id: 'campanha-criar', path: '/aurora/planos/1/campanha/criar' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...planScreenBase(), mockHandlers.plans.get(MAIN_PLAN));
  },
} satisfies Meta<typeof CampaignCreateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const created = { id: 31, nome: 'Cancelados', tipo: 'cancelado' } as unknown as Campanha<'cancelado'>;

/** Fills the name and the product, and picks a kind. */
async function fill(canvasElement: HTMLElement, kind: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nome da campanha/ }), 'Cancelados');
  await userEvent.click(await canvas.findByRole('button', { name: /Produto da campanha/ }));
  await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Método Reconquista' }));
  await userEvent.click(await canvas.findByRole('radio', { name: kind }));
}

/** The five kinds as tiles; those the plan already has are shown but cannot be chosen. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova campanha de recuperação' })).toBeVisible();
    await expect(await canvas.findByText('Campanha do plano Recuperação principal')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /Recuperação de carrinho/ })).toBeDisabled();
    await expect(await canvas.findByRole('radio', { name: /Recuperação de boletos/ })).toBeDisabled();
    await expect(await canvas.findByRole('radio', { name: /Agendamento de ticket/ })).toBeEnabled();
    await expect(await canvas.findByRole('radio', { name: /Ticket para vendas canceladas/ })).toBeEnabled();
  },
};

export const Dark: Story = darkStory('Nova campanha de recuperação');

/** Saved, back to the plan. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.cancelado.create(created));
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, /Ticket para vendas canceladas/);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    await findToast('A campanha foi criada.');
    await expectLeftFor(canvasElement, '/aurora/plano/1');
  },
};

/** Nothing is sent without a name, a product and a kind: each says so. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o nome da campanha.')).toBeVisible();
    await expect(await canvas.findByText('Selecione um produto.')).toBeVisible();
    await expect(await canvas.findByText('Escolha o tipo de campanha.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveFocus();
  },
};

/**
 * Another campaign of the kind already runs for the product: the server's sentence, and the choice to replace it.
 * Replacing sends the same campaign again with `substituir`.
 */
export const ReplaceActive: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/:identity/campanha_cancelados', async ({ request }) => {
        const body = (await request.json()) as { substituir?: boolean };
        return body.substituir
          ? HttpResponse.json({ data: created })
          : HttpResponse.json(
              { message: 'A campanha “Vendas canceladas” do plano “Black Friday” já está ativa para Método Reconquista.' },
              { status: 409 },
            );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, /Ticket para vendas canceladas/);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
    const dialog = await findOverlay('alertdialog', 'Já existe uma campanha ativa');
    await expect(dialog).toHaveTextContent('já está ativa para Método Reconquista. Substituir desliga a outra campanha');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Substituir' }));
    await findToast('A campanha foi criada.');
    await expectLeftFor(canvasElement, '/aurora/plano/1');
  },
};

/** The server's message lands on its field; what was chosen stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.agendamento.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { produto_id: ['Este produto está desativado.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, /Agendamento de ticket/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Este produto está desativado.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome da campanha/ })).toHaveValue('Cancelados');
    await expect(await canvas.findByRole('radio', { name: /Agendamento de ticket/ })).toBeChecked();
  },
};

const states = screenStates(mockHandlers.plans.get, {
  loading: 'Carregando o plano…',
  error: { alert: ['Não foi possível carregar o plano.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos', 'planos_gerenciar']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
