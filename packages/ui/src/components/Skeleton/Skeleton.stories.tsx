import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Kit/Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-variant="text"]');
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    await expect((bone as HTMLElement).getBoundingClientRect().width).toBe(240);
  },
};

export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={4} track={200} gap={24} style={{ alignItems: 'start' }}>
      <Skeleton />
      <Skeleton lines={3} />
      <Skeleton variant="rect" />
      <Skeleton variant="circle" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-variant="text"]')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-variant="rect"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-variant="circle"]')).not.toBeNull();
  },
};

/** How a loading card is drawn: avatar, name, two lines; the region announces that it is busy. */
export const CardPlaceholder: Story = {
  render: () => (
    <section
      aria-label="Lead"
      aria-busy="true"
      style={{ display: 'flex', gap: 12, inlineSize: 320, padding: 16, background: 'var(--rt-color-surface)', borderRadius: 8 }}
    >
      <Skeleton variant="circle" width={48} height={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="60%" height={16} />
        <Skeleton lines={2} />
      </div>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Lead' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.textContent).toBe('');
  },
};

export const CustomSize: Story = {
  args: { variant: 'rect', width: '100%', height: 160 },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-variant="rect"]') as HTMLElement;
    await expect(bone.getBoundingClientRect().height).toBe(160);
  },
};

export const Dark: Story = {
  args: { lines: 4, width: 320 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-variant="text"]')).toHaveLength(4);
  },
};

/** Right to left a loading card mirrors: the avatar on the right, the lines start there and the shorter last line ends early on the left. */
export const RightToLeft: Story = {
  render: CardPlaceholder.render,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Lead' });
    const avatar = region.querySelector('[data-variant="circle"]')!.getBoundingClientRect();
    const lines = [...region.querySelectorAll('[data-variant="text"]')].map((line) => line.getBoundingClientRect());
    const last = lines.at(-1)!;
    const first = lines.at(-2)!;
    await expect(avatar.left).toBeGreaterThan(first.right);
    await expect(last.width).toBeLessThan(first.width);
    await expect(Math.abs(last.right - first.right)).toBeLessThan(1);
  },
};
