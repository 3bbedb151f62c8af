import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Avatar } from './Avatar';

/** An inline "photo", so stories never touch the network. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c5cd6"/><circle cx="20" cy="15" r="7" fill="#f3d2b3"/><path d="M6 40c2-10 26-10 28 0z" fill="#f3d2b3"/></svg>',
)}`;
const BROKEN = 'data:image/png;base64,broken';

const meta = {
  title: 'Kit/Data display/Avatar',
  component: Avatar,
  args: { name: 'Ana Souza' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Ana Souza' });
    await expect(avatar).toHaveTextContent('AS');
  },
};

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={5} gap={16} style={{ alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={`i-${size}`} name="Bruno Lima" size={size} status="online" />
      ))}
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={`p-${size}`} name="Carla Dias" src={PHOTO} size={size} status="offline" />
      ))}
      <Avatar name="Diego Alves" status="busy" />
      <Avatar name="Elisa Rocha" status="away" />
      <Avatar name="Fábio Nunes" shape="square" />
      <Avatar name="Gabi" src={PHOTO} shape="square" size="lg" />
      <Avatar name="Helena" decorative />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('img', { name: 'Bruno Lima, online' })).toHaveLength(5);
    await expect(await canvas.findAllByRole('img', { name: 'Carla Dias, offline' })).toHaveLength(5);
    await expect(await canvas.findByRole('img', { name: 'Diego Alves, ocupado' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Elisa Rocha, ausente' })).toBeVisible();
    // A decorative avatar (name written next to it) is hidden from assistive tech.
    await expect(canvas.queryByRole('img', { name: 'Helena' })).not.toBeInTheDocument();
  },
};

export const Online: Story = {
  args: { status: 'online', size: 'lg', src: PHOTO },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Ana Souza, online' })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { status: 'offline', size: 'lg', statusLabels: { offline: 'desconectada' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Ana Souza, desconectada' })).toBeVisible();
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { name: 'Íris Ávila de Oliveira', src: BROKEN, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Íris Ávila de Oliveira' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('ÍO');
  },
};

export const OddNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar name="  maria   " />
      <Avatar name="(Suporte) Equipe 24h" />
      <Avatar name="" />
      <Avatar name="李 小龙" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[role="img"]')].map((el) => el.textContent);
    await expect(texts).toEqual(['M', 'S2', '?', '李小']);
    await expect(await within(canvasElement).findByRole('img', { name: 'Sem nome' })).toHaveTextContent('?');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { status: 'online', size: 'xl' },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Ana Souza, online' });
    const dot = avatar.lastElementChild!;
    // The dot sits at the inline end: the left edge in rtl.
    await expect(Math.round(dot.getBoundingClientRect().left)).toBe(Math.round(avatar.getBoundingClientRect().left));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('img', { name: 'Bruno Lima, online' })).toHaveLength(5);
  },
};
