import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { NativeTextField } from './NativeTextField';

const meta = {
  title: 'Kit/Forms/NativeTextField',
  component: NativeTextField,
  args: { label: 'E-mail', placeholder: 'nome@empresa.com.br' },
} satisfies Meta<typeof NativeTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('E-mail');
    await userEvent.type(input, 'ana@retoma.dev');
    await expect(input).toHaveValue('ana@retoma.dev');
    // Leave the field, so the picture does not depend on the blinking caret.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'Usado para entrar no Retoma.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('E-mail')).toHaveAccessibleDescription('Usado para entrar no Retoma.');
  },
};

/** The server's message: under the field, the field marked invalid, and read with it after its description. */
export const Invalid: Story = {
  args: { description: 'Usado para entrar no Retoma.', errorMessage: 'Informe um e-mail válido.', defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Usado para entrar no Retoma. Informe um e-mail válido.');
    await expect(await within(canvasElement).findByText('Informe um e-mail válido.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('E-mail')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@retoma.dev' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('E-mail')).toBeDisabled();
  },
};

/** Beside a TextField in the same state it draws the same label, box and message. */
export const LooksLikeTextField: Story = {
  args: { errorMessage: 'Informe um e-mail válido.', defaultValue: 'ana@' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <TextField label="TextField" defaultValue="ana@" errorMessage={args.errorMessage} />
      <NativeTextField {...args} label="NativeTextField" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const looked = [
      'color',
      'border-color',
      'border-radius',
      'padding-inline-start',
      'min-block-size',
      'font-size',
      'font-weight',
      'background-color',
    ];
    const pairs: [HTMLElement, HTMLElement][] = [
      [await canvas.findByLabelText('TextField'), await canvas.findByLabelText('NativeTextField')],
      [await canvas.findByText('TextField'), await canvas.findByText('NativeTextField')],
    ];
    for (const [aria, native] of pairs) {
      for (const property of looked) {
        await expect(`${property}: ${getComputedStyle(native).getPropertyValue(property)}`).toBe(
          `${property}: ${getComputedStyle(aria).getPropertyValue(property)}`,
        );
      }
    }
  },
};

/** In a right-to-left page the label and the text start at the right edge of the field. */
export const RightToLeft: Story = {
  args: { description: 'Usado para entrar no Retoma.', defaultValue: 'ana@retoma.dev' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('E-mail');
    const label = await within(canvasElement).findByText('E-mail');
    await expect(Math.abs(label.getBoundingClientRect().right - input.getBoundingClientRect().right)).toBeLessThan(2);
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

export const Dark: Story = {
  args: { description: 'Usado para entrar no Retoma.', defaultValue: 'ana@retoma.dev' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('E-mail')).toHaveValue('ana@retoma.dev');
  },
};
