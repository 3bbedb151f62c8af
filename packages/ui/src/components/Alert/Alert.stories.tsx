import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
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

/**
 * A screen that shows its messages in a slot of its own, always on the page and polite: the alerts put in it are not
 * live regions too (`live={false}`), so a warning is said once, in the slot's polite turn, not twice or at once.
 */
function SlotForMessages() {
  const [shown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onPress={() => setShown(true)}>Verificar</Button>
      <div aria-live="polite" data-testid="slot">
        {shown && (
          <Alert tone="warning" title="Atenção" live={false}>
            2 itens não puderam ser alterados.
          </Alert>
        )}
      </div>
    </div>
  );
}

export const InsideALiveSlot: Story = {
  render: () => <SlotForMessages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verificar' }));
    const slot = await canvas.findByTestId('slot');
    await expect(await within(slot).findByText('2 itens não puderam ser alterados.')).toBeVisible();
    await expect(within(slot).queryByRole('alert')).toBeNull();
    await expect(within(slot).queryByRole('status')).toBeNull();
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
