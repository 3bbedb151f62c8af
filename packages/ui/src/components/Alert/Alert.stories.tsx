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
