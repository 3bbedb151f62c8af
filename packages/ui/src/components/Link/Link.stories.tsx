import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';
import { withFocusRoom } from '../IconButton/storySupport';

/** Apps wrap the kit in react-aria's RouterProvider so links navigate client-side; stories record the calls. */
const navigate = fn();

const meta = {
  title: 'Kit/Actions/Link',
  component: Link,
  args: { children: 'Ver detalhes do ticket', href: '/acme/tickets/42', onPress: fn() },
  decorators: [
    withFocusRoom,
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Ver detalhes do ticket' });
    await expect(link).toHaveAttribute('href', '/acme/tickets/42');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/acme/tickets/42', undefined);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 520 }}>
      <p style={{ margin: 0 }}>
        O lead respondeu pelo WhatsApp. <Link {...args}>Abrir conversa</Link> para continuar o atendimento.
      </p>
      <Link {...args} variant="standalone">
        Standalone
      </Link>
      <Link {...args} variant="subtle">
        Subtle
      </Link>
      <Link {...args} isExternal href="https://example.com/ajuda">
        Central de ajuda
      </Link>
      <Link {...args} isDisabled>
        Desativado
      </Link>
      <Link {...args} aria-current="page">
        Página atual
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link')).toHaveLength(6);
    await expect(await canvas.findByRole('link', { name: 'Desativado' })).toHaveAttribute('aria-disabled', 'true');
    await expect(await canvas.findByRole('link', { name: 'Página atual' })).toHaveAttribute('data-current', 'true');
  },
};

export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/ajuda', children: 'Central de ajuda' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Central de ajuda (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalLabelOverridden: Story = {
  args: { isExternal: true, href: 'https://example.com/help', children: 'Help center', externalLabel: '(opens in a new tab)' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Help center (opens in a new tab)' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Ver detalhes do ticket' });
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = await within(canvasElement).findByRole('link', { name: 'Ver detalhes do ticket' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    children: 'Clique aqui para ver o histórico completo de atendimentos, comissões e mensagens trocadas com este lead',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 280 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** Right to left an external link's glyph still follows its text: on the text's left. */
export const RightToLeft: Story = {
  args: { isExternal: true, href: 'https://example.com/ajuda', children: 'Central de ajuda' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Central de ajuda (abre em nova aba)' });
    const glyph = link.querySelector('svg')!;
    const words = document.createRange();
    words.selectNodeContents(link.firstChild!);
    await expect(glyph.getBoundingClientRect().right).toBeLessThanOrEqual(words.getBoundingClientRect().left + 1);
  },
};
