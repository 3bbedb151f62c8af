import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findToast } from '#storybook/queries';
import { darkStory } from '#storybook/screenStates';
import { limitedUser, plano, planScreenBase } from '../stories/planStories';
import PlanCreateScreen from './PlanCreateScreen';

const meta = {
  title: 'Recovery / New plan',
  component: PlanCreateScreen,
  parameters: { layout: 'fullscreen', route: { id: 'planos-criar', path: '/aurora/planos/criar' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...planScreenBase());
  },
} satisfies Meta<typeof PlanCreateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blank plan, switched on. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar plano de recuperação' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: /Ativo/ })).toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: /Nome do plano/ })).toHaveValue('');
  },
};

export const Dark: Story = darkStory('Criar plano de recuperação');

/** Saved, the new plan's page opens to add its campaigns. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.plans.create(plano({ id: 9, nome: 'Natal' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome do plano/ }), 'Natal');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('O plano foi criado.');
    await expectLeftFor(canvasElement, '/aurora/plano/9');
  },
};

/** Without a name nothing is sent: the field says what is missing and gets the focus. */
export const NameMissing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/:identity/planos', () => {
        throw new globalThis.Error('nothing may be sent without a name');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const name = await canvas.findByRole('textbox', { name: /Nome do plano/ });
    await expect(await canvas.findByText('Informe o nome do plano.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

/** The server's message lands on its field and what was typed stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.plans.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe um plano com este nome.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nome do plano/ });
    await userEvent.type(name, 'Recuperação principal');
    await userEvent.click(await canvas.findByRole('switch', { name: /Ativo/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Já existe um plano com este nome.')).toBeVisible();
    await expect(name).toHaveValue('Recuperação principal');
    await expect(await canvas.findByRole('switch', { name: /Ativo/ })).not.toBeChecked();
  },
};

/** A role without `planos_incluir` is turned away. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['planos']));
  },
  play: async ({ canvasElement }) => expectLeftFor(canvasElement, '/nao-autorizado'),
};
