import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkRenderProps } from '../SideNav';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [{ label: 'Início', href: '/' }, { label: 'Clientes', href: '/clientes' }, { label: 'Ana Souza' }];

const meta = {
  title: 'Kit/Navigation and layout/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: trail, onNavigate: fn() },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Navegação estrutural' })).toBeVisible();
    const current = (await canvas.findByText('Ana Souza')).closest('[aria-current]');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: 'Clientes' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/clientes', undefined);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs {...args} items={[{ label: 'Início' }]} aria-label="Um nível" />
      <Breadcrumbs {...args} items={trail.slice(0, 2).concat({ label: 'Novo cliente' })} aria-label="Dois níveis" />
      <Breadcrumbs {...args} aria-label="Três níveis" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('navigation')).toHaveLength(3);
    // The current page is the last crumb: marked aria-current and not followable.
    const single = await within(await canvas.findByRole('navigation', { name: 'Um nível' })).findByRole('link', { name: 'Início' });
    await expect(single).toHaveAttribute('aria-current', 'page');
    await expect(single).not.toHaveAttribute('href');
    const three = await within(await canvas.findByRole('navigation', { name: 'Três níveis' })).findAllByRole('link');
    await expect(three.map((link) => link.getAttribute('href'))).toEqual(['/', '/clientes', null]);
  },
};

const deep = [
  { label: 'Início', href: '/' },
  { label: 'Configurações', href: '/config' },
  { label: 'Empresas', href: '/config/empresas' },
  { label: 'Retoma Ltda.', href: '/config/empresas/7' },
  { label: 'Equipes', href: '/config/empresas/7/equipes' },
  { label: 'Atendimento', href: '/config/empresas/7/equipes/3' },
  { label: 'Permissões' },
];

export const Folded: Story = {
  args: { items: deep, maxItems: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link')).map((link) => link.textContent)).toEqual(['Início', 'Atendimento', 'Permissões']);
    await expect(canvas.queryByText('Empresas')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Mostrar caminho completo' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Empresas' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/config/empresas', undefined);
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Início', href: '/' },
      { label: 'Campanhas de reativação de clientes inativos há mais de noventa dias', href: '/campanhas/12' },
      { label: 'Mensagem de boas-vindas para clientes que voltaram a comprar na loja online' },
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Campanhas de reativação/ });
    // Long crumbs are cut with an ellipsis; the full text stays in the tooltip and the accessible name.
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
    await expect(link.querySelector('[title]')).toHaveAttribute(
      'title',
      'Campanhas de reativação de clientes inativos há mais de noventa dias',
    );
    // Focused from the keyboard, the crumb shows its whole label; leaving it, the label is cut again.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await waitFor(() => expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth));
    await userEvent.tab();
    await waitFor(() => expect(link.scrollWidth).toBeGreaterThan(link.clientWidth));
  },
};

const routerClick = fn();
/** Stands in for a router's <Link>: it navigates in JS and never reloads the page. */
function FakeRouterLink({ href, onClick, children, ...props }: LinkRenderProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        routerClick(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRenderLink: Story = {
  args: { onNavigate: undefined, renderLink: (props) => <FakeRouterLink {...props} /> },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Clientes' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(routerClick).toHaveBeenCalledWith('/clientes');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole('link', { name: 'Início' });
    const customers = await canvas.findByRole('link', { name: 'Clientes' });
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(customers.getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { items: deep, maxItems: 4 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Mostrar caminho completo' })).toBeVisible();
  },
};
