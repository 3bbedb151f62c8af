import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../theme/color';
import type { LinkRenderProps } from './navigation';
import { SideNav, type SideNavEntry, type SideNavProps } from './SideNav';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);
const icons = {
  home: icon('M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z'),
  chat: icon('M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z'),
  users: icon('M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 20v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8'),
  megaphone: icon('M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 8a5 5 0 0 1 0 8M18 5a9 9 0 0 1 0 14'),
  chart: icon('M3 3v18h18M7 15l4-4 3 3 6-6'),
  gear: icon(
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ),
};

const entries: SideNavEntry[] = [
  { id: 'home', label: 'Painel', href: '/', icon: icons.home },
  { id: 'chat', label: 'Atendimentos', href: '/atendimentos', icon: icons.chat, badge: 3, permission: 'chat.read' },
  {
    id: 'crm',
    label: 'Relacionamento',
    icon: icons.users,
    items: [
      { id: 'customers', label: 'Clientes', href: '/clientes', permission: 'customers.read' },
      { id: 'leads', label: 'Leads', href: '/leads', permission: 'leads.read' },
      { id: 'segments', label: 'Segmentos', href: '/segmentos', permission: 'segments.manage' },
    ],
  },
  {
    id: 'marketing',
    label: 'Campanhas',
    icon: icons.megaphone,
    items: [
      { id: 'campaigns', label: 'Campanhas', href: '/campanhas' },
      { id: 'templates', label: 'Modelos de mensagem', href: '/modelos' },
    ],
  },
  {
    id: 'reports',
    label: 'Relatórios',
    collapsible: false,
    items: [{ id: 'sales', label: 'Vendas', href: '/relatorios/vendas', icon: icons.chart }],
  },
  {
    id: 'admin',
    label: 'Administração',
    icon: icons.gear,
    permission: 'admin',
    items: [{ id: 'users', label: 'Usuários', href: '/admin/usuarios' }],
  },
];

const granted = new Set(['chat.read', 'customers.read', 'leads.read']);
const can = (permission: string) => granted.has(permission);

function ControlledSideNav(props: SideNavProps) {
  const [collapsed, setCollapsed] = useState(props.isCollapsed ?? false);
  return (
    <div style={{ blockSize: 520, display: 'flex' }}>
      <SideNav
        {...props}
        isCollapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          props.onCollapsedChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Navigation and layout/SideNav',
  component: SideNav,
  args: {
    entries,
    can,
    currentHref: '/clientes/42',
    header: 'Retoma',
    onNavigate: fn(),
    onCollapsedChange: fn(),
  },
  render: (args) => <ControlledSideNav {...args} />,
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Menu principal' });
    const canvas = within(nav);
    // The group holding the current page is open and the page is marked.
    await expect(await canvas.findByRole('button', { name: 'Relacionamento' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: 'Leads' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/leads', undefined);
  },
};

export const FilteredByPermission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Items whose permission `can` refuses are gone; a group left without items disappears.
    await expect(canvas.queryByRole('link', { name: 'Segmentos' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Administração' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: /Atendimentos/ })).toBeVisible();
  },
};

export const EverythingAllowed: Story = {
  args: { can: () => true, currentHref: '/admin/usuarios' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Administração' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CollapsibleGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marketing = await canvas.findByRole('button', { name: 'Campanhas' });
    await expect(marketing).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Modelos de mensagem' })).not.toBeInTheDocument();
    await userEvent.click(marketing);
    await expect(marketing).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('link', { name: 'Modelos de mensagem' })).toBeVisible();
    // Keyboard: Enter closes it again.
    marketing.focus();
    await userEvent.keyboard('{Enter}');
    await expect(marketing).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Icons only, but every link keeps its name.
    await expect(await canvas.findByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: /Painel/ })).toBeVisible();
    const toggle = await canvas.findByRole('button', { name: 'Expandir menu' });
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(await canvas.findByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CollapsedTooltip: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByRole('link', { name: /Painel/ })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Painel');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} gap={16} style={{ blockSize: 520 }}>
      <SideNav {...args} aria-label="Expandido" />
      <SideNav {...args} aria-label="Recolhido" isCollapsed />
      <SideNav {...args} aria-label="Sem cabeçalho" header={undefined} onCollapsedChange={undefined} footer="v1.0.0" currentHref="/" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('navigation')).toHaveLength(3);
    await expect(
      await within(await canvas.findByRole('navigation', { name: 'Sem cabeçalho' })).findByRole('link', { name: 'Painel' }),
    ).toHaveAttribute('aria-current', 'page');
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
    const link = await within(canvasElement).findByRole('link', { name: 'Leads' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(routerClick).toHaveBeenCalledWith('/leads');
  },
};

export const LongLabels: Story = {
  args: {
    entries: [
      { id: 'a', label: 'Atendimentos aguardando resposta do cliente final', href: '/a', icon: icons.chat, badge: 128 },
      {
        id: 'g',
        label: 'Configurações avançadas de integrações',
        icon: icons.gear,
        items: [{ id: 'b', label: 'Webhooks de sistemas de terceiros e parceiros', href: '/b' }],
      },
    ],
    currentHref: '/b',
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Webhooks/ });
    const nav = await within(canvasElement).findByRole('navigation');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Clientes' });
    const label = link.lastElementChild!;
    // Labels start at the right edge and nested items are indented from the right.
    await expect(label.getBoundingClientRect().right).toBeLessThan(link.getBoundingClientRect().right - 30);
  },
};

export const SemiDark: Story = {
  globals: { theme: 'semi-dark' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation');
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgb(30, 30, 45)');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    // The count on the pale dark-theme danger fill takes dark text.
    const { color, backgroundColor } = getComputedStyle(await canvas.findByText('3'));
    await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  },
};
