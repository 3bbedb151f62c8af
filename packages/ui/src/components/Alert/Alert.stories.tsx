import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Kit/Feedback/Alert',
  component: Alert,
  args: { children: 'Campanha salva com sucesso.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Campanha salva com sucesso.');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info">Informação</Alert>
      <Alert tone="success">Sucesso</Alert>
      <Alert tone="warning" title="Atenção">
        Aviso
      </Alert>
      <Alert tone="danger" title="Error">
        Falha ao salvar
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('status')).toHaveLength(2);
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
  },
};

/** Right to left the alert's accent (the thick edge) stays at the start of the line: on the right. */
export const RightToLeft: Story = {
  args: { tone: 'warning', title: 'Atenção', children: 'O texto começa do lado direito.' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(getComputedStyle(alert).borderRightWidth).toBe('4px');
    await expect(getComputedStyle(alert).borderLeftWidth).toBe('1px');
    await expect(getComputedStyle(alert).textAlign).toBe('start');
    await expect(getComputedStyle(alert).direction).toBe('rtl');
  },
};
