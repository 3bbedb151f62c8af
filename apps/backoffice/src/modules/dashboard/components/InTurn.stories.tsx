import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@retoma/ui';
import { useState, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InTurn, Turns } from './InTurn';

/**
 * A part that notes how many parts were already on the page when it first rendered: parts mounted together see the
 * same number, parts mounted in turns each see the ones before them.
 */
function Part({ name }: { name: string }) {
  const [before] = useState(() => document.querySelectorAll('[data-parts-before]').length);
  return (
    <div data-parts-before={before}>
      <Card title={name}>Conteúdo de {name.toLowerCase()}</Card>
    </div>
  );
}

function Layout({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 12, maxInlineSize: 480 }}>{children}</div>;
}

const meta = {
  title: 'Home / Dashboard / Parts in turns',
  component: Turns,
  parameters: { layout: 'padded' },
  args: { count: 3, children: null },
  render: ({ count }) => (
    <Layout>
      <Part name="Figuras" />
      <Turns count={count}>
        <InTurn turn={1}>
          <Part name="Tickets" />
        </InTurn>
        <InTurn turn={2}>
          <Part name="Gráfico diário" />
        </InTurn>
        <InTurn turn={3}>
          <Part name="Minhas vendas" />
        </InTurn>
      </Turns>
    </Layout>
  ),
} satisfies Meta<typeof Turns>;
export default meta;
type Story = StoryObj<typeof meta>;

const partsBefore = (heading: HTMLElement) => Number(heading.closest('[data-parts-before]')!.getAttribute('data-parts-before'));

/** What is outside the turns shows first; the parts in turns follow one by one, in their order, and all arrive. */
export const AllArrive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Figuras', 'Tickets', 'Gráfico diário', 'Minhas vendas'];
    const headings: HTMLElement[] = [];
    for (const name of names) headings.push(await canvas.findByRole('heading', { name }));
    // Each one mounted after the ones before it had reached the page, none together.
    await expect(headings.map(partsBefore)).toEqual([0, 1, 2, 3]);
  },
};

/** Outside `Turns` an `InTurn` part shows at once: a part moved elsewhere never waits for a turn that never comes. */
export const OutsideTurns: Story = {
  render: () => (
    <Layout>
      <InTurn turn={2}>
        <Part name="Minhas vendas" />
      </InTurn>
    </Layout>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Minhas vendas' })).toBeVisible();
  },
};
