import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { withFocusRoom } from '../IconButton/storySupport';
import { NumberField } from './NumberField';

const meta = {
  title: 'Kit/Forms/NumberField',
  component: NumberField,
  args: { label: 'Comissão (%)', onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Comissão (%)' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={16}>
      <NumberField {...args} label="Vazio" placeholder="0,0000" />
      <NumberField {...args} label="Com valor" defaultValue={12.3456} description="Até quatro casas decimais." />
      <NumberField {...args} label="Sem botões" defaultValue={7} hideStepper />
      <NumberField {...args} label="Inválido" defaultValue={-1} errorMessage="Informe um valor positivo." />
      <NumberField {...args} label="Desativado" defaultValue={3} isDisabled />
      <NumberField {...args} label="Percentual" defaultValue={0.125} formatOptions={{ style: 'percent', maximumFractionDigits: 2 }} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Com valor' })).toHaveValue('12,3456');
    await expect(await canvas.findByRole('textbox', { name: 'Percentual' })).toHaveValue('12,5%');
    await expect(await canvas.findByRole('textbox', { name: 'Inválido' })).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Desativado' })).toBeDisabled();
  },
};

/** The spec's precision: what is typed is kept to four decimals. */
export const PrecisionFour: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Comissão (%)' });
    await userEvent.type(input, '0,123456');
    await userEvent.tab();
    await expect(input).toHaveValue('0,1235');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.1235);
  },
};

export const Stepper: Story = {
  args: { defaultValue: 9, minValue: 0, maxValue: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Comissão (%)' });
    await userEvent.click(await canvas.findByRole('button', { name: /Aumentar/ }));
    await expect(input).toHaveValue('10');
    await expect(await canvas.findByRole('button', { name: /Aumentar/ })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: /Diminuir/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
  },
};

export const StepperLabelsOverridden: Story = {
  args: { label: 'Quantity', defaultValue: 1, decrementLabel: 'Less', incrementLabel: 'More' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Less/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^More/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 150, errorMessage: 'A comissão deve ser no máximo 100.' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Comissão (%)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A comissão deve ser no máximo 100.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 5, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Comissão (%)' })).toBeDisabled();
  },
};

export const EnglishLocale: Story = {
  args: { label: 'Commission', defaultValue: 1234.5678 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Commission' })).toHaveValue('1,234.5678');
  },
};

/** In a right-to-left page the field mirrors: its stepper buttons sit at the end, the left edge. */
export const RightToLeft: Story = {
  args: { defaultValue: 12.5 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Comissão (%)' });
    const [firstButton] = await within(canvasElement).findAllByRole('button');
    await expect(firstButton!.getBoundingClientRect().right).toBeLessThanOrEqual(input.getBoundingClientRect().left + 1);
  },
};
