import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { QuickMenu } from '../QuickMenu';
import { TopBar } from './TopBar';

const meta = {
  title: 'Kit/Navigation and layout/TopBar',
  component: TopBar,
  args: {
    brand: 'Retoma',
    onMenuPress: fn(),
    isMenuOpen: true,
    actions: (
      <>
        <Badge count={4} tone="danger" variant="solid" />
        <Avatar name="Ana Souza" status="online" size="sm" />
      </>
    ),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('banner');
    const menu = await within(banner).findByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    await expect(args.onMenuPress).toHaveBeenCalledOnce();
    await expect(await within(banner).findByRole('img', { name: 'Ana Souza, online' })).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    // One page has one banner: each variant sits in its own labelled section (where <header> is not a banner).
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-label="Completa">
        <TopBar {...args} />
      </section>
      <section aria-label="Só marca">
        <TopBar brand="Só marca" />
      </section>
      <section aria-label="Com atalhos">
        <TopBar {...args} menuButtonLabel="Abrir navegação" isMenuOpen={false}>
          <QuickMenu
            items={[
              { id: 'a', label: 'Clientes', href: '/clientes' },
              { id: 'b', label: 'Campanhas', href: '/campanhas' },
            ]}
            onNavigate={fn()}
          />
        </TopBar>
      </section>
      <section aria-label="Só ações">
        <TopBar
          actions={
            <Button size="sm" variant="secondary">
              Sair
            </Button>
          }
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('region')).toHaveLength(4);
    await expect(await within(await canvas.findByRole('region', { name: 'Só marca' })).findByText('Só marca')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Abrir navegação' })).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('navigation', { name: 'Páginas favoritas' })).toBeVisible();
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
      <TopBar {...args}>
        <QuickMenu
          items={['Clientes', 'Campanhas', 'Relatórios', 'Agenda'].map((label) => ({ id: label, label, href: `/${label}` }))}
          onNavigate={fn()}
        />
      </TopBar>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    // The quick menu scrolls within itself, the brand ends in an ellipsis; the actions stay whole inside the bar.
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(await within(banner).findByRole('img', { name: 'Ana Souza, online' })).toBeVisible();
  },
};

/** A 320 px phone: a long brand ends in an ellipsis before the actions, which stay whole; the page never scrolls sideways. */
export const SmallestPhone: Story = {
  parameters: { layout: 'fullscreen', viewport: { options: { narrow: { name: '320 px', styles: { width: '320px', height: '800px' } } } } },
  globals: { viewport: { value: 'narrow' } },
  args: {
    brand: 'Loja Aurora Comércio de Cosméticos',
    actions: (
      <>
        <Button size="sm" variant="secondary">
          Sair
        </Button>
        <Avatar name="Ana Souza" status="online" size="sm" />
      </>
    ),
  },
  render: (args) => (
    <TopBar {...args}>
      <QuickMenu
        items={['Clientes', 'Campanhas', 'Relatórios', 'Agenda'].map((label) => ({ id: label, label, href: `/${label}` }))}
        onNavigate={fn()}
      />
    </TopBar>
  ),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    const avatar = await within(banner).findByRole('img', { name: 'Ana Souza, online' });
    await expect(avatar.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(await within(banner).findByText('Loja Aurora Comércio de Cosméticos')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    const avatar = await canvas.findByRole('img', { name: 'Ana Souza, online' });
    await expect(menu.getBoundingClientRect().left).toBeGreaterThan(avatar.getBoundingClientRect().left);
  },
};

export const SemiDark: Story = {
  globals: { theme: 'semi-dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(await within(canvasElement).findByRole('banner')).backgroundColor).toBe('rgb(30, 30, 45)');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('banner')).toBeVisible();
  },
};
