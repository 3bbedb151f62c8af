import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The page follows the viewer's motion preference: with reduced motion (the test run's browser) it appears at once,
 * with no animation at all; otherwise it zoom-fades in (a designer's browser, usually).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-transition-key]')!;
    await expect(root).toHaveAttribute('data-transition-key', '/clientes');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(root).toHaveAttribute('data-motion', reduced ? 'reduce' : 'full');
    await expect(getComputedStyle(root).animationName === 'none').toBe(reduced);
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
    // With motion allowed the page fades in: visible once it has.
    const page = await canvas.findByRole('region', { name: 'Campanhas' });
    await waitFor(() => expect(page).toBeVisible());
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
