import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickMenu, type QuickMenuItem } from './QuickMenu';

const Star = () => (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="m8 1.5 1.9 4 4.4.5-3.3 3 .9 4.3L8 11.1l-3.9 2.2.9-4.3-3.3-3 4.4-.5z" />
  </svg>
);

const pages = [
  'Painel',
  'Atendimentos',
  'Clientes',
  'Leads',
  'Campanhas',
  'Modelos',
  'Vendas',
  'Financeiro',
  'Agenda',
  'Tarefas',
  'Usuários',
  'Integrações',
  'Auditoria',
].map((label, i): QuickMenuItem => ({ id: `p${i}`, label, href: `/${label.toLowerCase()}`, icon: <Star /> }));

const meta = {
  title: 'Kit/Navigation and layout/QuickMenu',
  component: QuickMenu,
  args: { items: pages.slice(0, 4), currentHref: '/clientes', onNavigate: fn() },
} satisfies Meta<typeof QuickMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(await within(canvasElement).findByRole('navigation', { name: 'Páginas favoritas' }));
    await expect(await canvas.findAllByRole('link')).toHaveLength(4);
    await expect(await canvas.findByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: 'Leads' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/leads', undefined);
  },
};

export const Overflow: Story = {
  args: { items: pages },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Ten shortcuts, then a menu with the other three.
    await expect(await canvas.findAllByRole('link')).toHaveLength(10);
    const more = await canvas.findByRole('button', { name: 'Mais 3 páginas favoritas' });
    await expect(more).toHaveTextContent('+3');
    await userEvent.click(more);
    const menu = await within(document.body).findByRole('menu');
    await expect((await within(menu).findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Usuários',
      'Integrações',
      'Auditoria',
    ]);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Integrações' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/integrações', undefined);
  },
};

export const ExactlyTen: Story = {
  args: { items: pages.slice(0, 10) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link')).toHaveLength(10);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma página favorita')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <QuickMenu {...args} aria-label="Quatro" />
      <QuickMenu
        {...args}
        aria-label="Limite 3"
        items={pages.slice(0, 5)}
        limit={3}
        moreText={(n) => `${n} more`}
        moreLabel={(n) => `${n} more pages`}
      />
      <QuickMenu {...args} aria-label="Sem ícones" items={pages.slice(4, 8).map(({ icon: _icon, ...item }) => item)} />
      <QuickMenu {...args} items={[]} emptyText="No starred pages" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '2 more pages' })).toHaveTextContent('2 more');
    await expect(await canvas.findByText('No starred pages')).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'a', label: 'Relatório de atendimentos encerrados por canal', href: '/a' },
      { id: 'b', label: 'Clientes inativos há mais de noventa dias', href: '/b' },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Relatório de atendimentos/ });
    await expect(link.getBoundingClientRect().width).toBeLessThan(240);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { items: pages.slice(0, 12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: 'Painel' });
    const second = await canvas.findByRole('link', { name: 'Atendimentos' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { items: pages },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Mais 3 páginas favoritas' })).toBeVisible();
  },
};
