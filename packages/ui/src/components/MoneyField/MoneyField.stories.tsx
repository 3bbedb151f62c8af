import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { MoneyField } from './MoneyField';
import { withFocusRoom } from '../IconButton/storySupport';

const meta = {
  title: 'Kit/Forms/MoneyField',
  component: MoneyField,
  args: { label: 'Valor da oferta', onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Digits fill from the right, like a cash register: 1 2 3 4 5 0 → 1.234,50, value 1234.5. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    await userEvent.type(input, '123450');
    await expect(input).toHaveValue('1.234,50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await expect(await within(canvasElement).findByText('R$')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={16}>
      <MoneyField {...args} label="Vazio" placeholder="0,00" />
      <MoneyField {...args} label="Com valor" defaultValue={1234.5} description="Preço à vista." />
      <MoneyField {...args} label="Milhões" defaultValue={1234567.89} />
      <MoneyField {...args} label="Inválido" defaultValue={0} errorMessage="O valor deve ser maior que zero." />
      <MoneyField {...args} label="Desativado" defaultValue={99.9} isDisabled />
      <MoneyField {...args} label="Sem símbolo" defaultValue={10} currencySymbol="" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Com valor' })).toHaveValue('1.234,50');
    await expect(await canvas.findByRole('textbox', { name: 'Milhões' })).toHaveValue('1.234.567,89');
    await expect(await canvas.findByRole('textbox', { name: 'Inválido' })).toHaveValue('0,00');
    await expect(await canvas.findByRole('textbox', { name: 'Desativado' })).toBeDisabled();
  },
};

export const BackspaceClears: Story = {
  args: { defaultValue: 0.05 },
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    await expect(input).toHaveValue('0,05');
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}');
    await expect(input).toHaveValue('0,00');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const IgnoresLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    await userEvent.type(input, '1a2b,3');
    await expect(input).toHaveValue('1,23');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.23);
  },
};

export const Negative: Story = {
  args: { label: 'Ajuste', allowsNegative: true },
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Ajuste' });
    await userEvent.type(input, '-1500');
    await expect(input).toHaveValue('-15,00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-15);
  },
};

/** Inside a form the number, not the mask, is submitted. */
export const SubmitsNumber: Story = {
  args: { name: 'preco', defaultValue: 1234.5 },
  render: (args) => (
    <form aria-label="Oferta">
      <MoneyField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = (await within(canvasElement).findByRole('form', { name: 'Oferta' })) as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.getAll('preco')).toEqual(['1234.5']);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'O valor é obrigatório.' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('O valor é obrigatório.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 49.9 },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('49,90');
  },
};

export const Dark: Story = {
  args: { defaultValue: 1999.99 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' })).toHaveValue('1.999,99');
  },
};

/** In a right-to-left page the currency sign sits at the field's start, the right edge. */
export const RightToLeft: Story = {
  args: { defaultValue: 1234.5 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Valor da oferta' });
    const sign = await within(canvasElement).findByText('R$');
    await expect(sign.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};
