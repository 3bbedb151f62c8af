import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button';
import { Card } from '../Card';
import { PageTransition } from './PageTransition';

const meta = {
  title: 'Kit/Navigation and layout/PageTransition',
  component: PageTransition,
  args: { transitionKey: '/clientes', children: <Card title="Clientes">Lista de clientes</Card> },
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test browser asks for reduced motion, so the page appears at once (no animation). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-transition-key]')!;
    await expect(root).toHaveAttribute('data-transition-key', '/clientes');
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(root).toHaveAttribute('data-motion', 'reduce');
    await expect(getComputedStyle(root).animationName).toBe('none');
  },
};

function Routed() {
  const [path, setPath] = useState('/clientes');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onPress={() => setPath('/clientes')}>
          Clientes
        </Button>
        <Button variant="secondary" onPress={() => setPath('/campanhas')}>
          Campanhas
        </Button>
      </div>
      <PageTransition transitionKey={path}>
        <Card title={path === '/clientes' ? 'Clientes' : 'Campanhas'}>
          <label>
            Rascunho <input defaultValue="" />
          </label>
        </Card>
      </PageTransition>
    </div>
  );
}

export const RouteChange: Story = {
  render: () => <Routed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Rascunho'), 'abc');
    await userEvent.click(await canvas.findByRole('button', { name: 'Campanhas' }));
    await expect(await canvas.findByRole('region', { name: 'Campanhas' })).toBeVisible();
    // A new key is a new page: it remounts (and would zoom-fade in with motion allowed).
    await expect(await canvas.findByLabelText('Rascunho')).toHaveValue('');
    await expect(canvasElement.querySelector('[data-transition-key]')).toHaveAttribute('data-transition-key', '/campanhas');
  },
};

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={2} track="1fr" gap={12}>
      <PageTransition transitionKey="a">
        <Card title="Página A">Conteúdo A</Card>
      </PageTransition>
      <PageTransition transitionKey={7}>
        <Card title="Página 7">Chave numérica</Card>
      </PageTransition>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('region')).toHaveLength(2);
  },
};
