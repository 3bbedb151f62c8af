import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Kit/Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'nome@empresa.com.br' },
} satisfies Meta<typeof TextField>;
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

export const Invalid: Story = {
  args: { errorMessage: 'Informe um e-mail válido., Este e-mail já está cadastrado.', defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(await within(canvasElement).findByText('Informe um e-mail válido., Este e-mail já está cadastrado.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@retoma.dev' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('E-mail')).toBeDisabled();
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
