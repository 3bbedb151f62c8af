import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Checkbox } from './Checkbox';
import { withFocusRoom } from '../IconButton/storySupport';

const meta = {
  title: 'Kit/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Eu aceito os termos e condições.', onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: 'Eu aceito os termos e condições.' });
    await expect(box).not.toBeChecked();
    await userEvent.click(await within(canvasElement).findByText('Eu aceito os termos e condições.'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} gap={16}>
      <Checkbox {...args}>Desmarcado</Checkbox>
      <Checkbox {...args} defaultSelected>
        Marcado
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Alguns marcados
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Desativado
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Desativado marcado
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected>
        Somente leitura
      </Checkbox>
      <Checkbox {...args} errorMessage="Obrigatório.">
        Inválido
      </Checkbox>
      <Checkbox {...args} errorMessage="Obrigatório." defaultSelected>
        Inválido marcado
      </Checkbox>
      <Checkbox {...args} description="Enviamos no máximo um e-mail por semana.">
        Com descrição
      </Checkbox>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(9);
    await expect(await canvas.findByRole('checkbox', { name: 'Marcado' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'Alguns marcados' })).toBePartiallyChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'Desativado' })).toBeDisabled();
    await expect(await canvas.findByRole('checkbox', { name: 'Inválido' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Você precisa aceitar os termos para continuar.' },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Você precisa aceitar os termos para continuar.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole('checkbox');
    await userEvent.click(await within(canvasElement).findByText('Eu aceito os termos e condições.'), { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Selecionar todos os leads', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Selecionar todos os leads' })).toBePartiallyChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const box = await within(canvasElement).findByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** No visible label (a row in a table): the name comes from `aria-label`. */
export const LabelOnlyForScreenReaders: Story = {
  args: { children: undefined, 'aria-label': 'Selecionar o lead Ana Souza' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Selecionar o lead Ana Souza' })).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Autorizo o Retoma a enviar mensagens por WhatsApp, SMS e e-mail sobre o andamento dos meus pedidos, ofertas de recuperação de carrinho e lembretes de vencimento de boleto.',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('label') as HTMLLabelElement;
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const RightToLeft: Story = {
  args: { defaultSelected: true, description: 'A caixa fica do lado do início da linha.' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('label') as HTMLLabelElement;
    const box = label.querySelector('span') as HTMLSpanElement;
    await expect(box.getBoundingClientRect().right).toBeGreaterThan(label.getBoundingClientRect().right - 20);
  },
};
