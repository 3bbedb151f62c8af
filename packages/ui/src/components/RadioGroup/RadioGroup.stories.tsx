import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { withFocusRoom } from '../IconButton/storySupport';

const payment: RadioOption[] = [
  { value: 'credit_card', label: 'Cartão de crédito' },
  { value: 'billet', label: 'Boleto', description: 'Compensação em até 3 dias úteis.' },
  { value: 'pix', label: 'Pix' },
];

const meta = {
  title: 'Kit/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Forma de pagamento', options: payment, onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
    await userEvent.click(await canvas.findByText('Pix'));
    await expect(await canvas.findByRole('radio', { name: 'Pix' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pix');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="1fr" gap={24}>
      <RadioGroup {...args} label="Vertical" defaultValue="billet" />
      <RadioGroup {...args} label="Horizontal" orientation="horizontal" defaultValue="pix" />
      <RadioGroup
        {...args}
        label="Uma opção desativada"
        options={payment.map((o) => (o.value === 'billet' ? { ...o, isDisabled: true } : o))}
      />
      <RadioGroup {...args} label="Inválido" errorMessage="Escolha uma forma de pagamento." />
      <RadioGroup {...args} label="Desativado" isDisabled defaultValue="credit_card" />
      <RadioGroup {...args} label="Com descrição" description="Usada para novos pedidos." />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radiogroup')).toHaveLength(6);
    await expect(await canvas.findByRole('radiogroup', { name: 'Horizontal' })).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(await canvas.findByRole('radiogroup', { name: 'Inválido' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'credit_card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('radio', { name: 'Cartão de crédito' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('billet');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'pix' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = (await canvas.findByRole('radio', { name: 'Cartão de crédito' })).closest('label') as HTMLLabelElement;
    const last = (await canvas.findByRole('radio', { name: 'Pix' })).closest('label') as HTMLLabelElement;
    await expect(Math.abs(first.getBoundingClientRect().top - last.getBoundingClientRect().top)).toBeLessThan(2);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Escolha uma forma de pagamento.' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Escolha uma forma de pagamento.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'billet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Pix'), { pointerEventsCheck: 0 });
    await expect(await canvas.findByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { defaultValue: 'pix', orientation: 'horizontal' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = (await canvas.findByRole('radio', { name: 'Cartão de crédito' })).closest('label') as HTMLLabelElement;
    const last = (await canvas.findByRole('radio', { name: 'Pix' })).closest('label') as HTMLLabelElement;
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(last.getBoundingClientRect().left);
  },
};

/** In rtl the options run from the right, and ArrowLeft checks the next one (drawn to the left). */
export const RightToLeftKeyboard: Story = {
  args: { defaultValue: 'credit_card', orientation: 'horizontal' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('radio', { name: 'Cartão de crédito' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('billet');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('radio', { name: 'Pix' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('billet');
  },
};
