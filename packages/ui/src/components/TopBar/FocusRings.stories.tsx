import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { SideNav } from '../SideNav';
import { TopBar } from './TopBar';

/**
 * The part of an element's focus ring that a person can see: its outline (width and offset outside the border
 * box) cut by every ancestor that clips its overflow and by the screen. 1 is the whole ring.
 */
function visibleRingFraction(element: Element): number {
  const style = getComputedStyle(element);
  const spread = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = element.getBoundingClientRect();
  let [left, top, right, bottom] = [box.left - spread, box.top - spread, box.right + spread, box.bottom + spread];
  const area = (right - left) * (bottom - top);
  const clip = (rect: { left: number; top: number; right: number; bottom: number }) => {
    [left, top, right, bottom] = [
      Math.max(left, rect.left),
      Math.max(top, rect.top),
      Math.min(right, rect.right),
      Math.min(bottom, rect.bottom),
    ];
  };
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow !== 'visible') clip(parent.getBoundingClientRect());
  }
  clip({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });
  return (Math.max(0, right - left) * Math.max(0, bottom - top)) / area;
}

async function expectWholeRing(element: Element) {
  await waitFor(() => expect(document.activeElement).toBe(element));
  await expect(getComputedStyle(element).outlineStyle).not.toBe('none');
  await expect(visibleRingFraction(element)).toBe(1);
}

/** Tabs until the focused element is `element` (the page's tab order, as a keyboard user walks it). */
async function tabTo(element: Element) {
  for (let presses = 0; presses < 20 && document.activeElement !== element; presses++) await userEvent.tab();
}

const rows = Array.from({ length: 60 }, (_, index) => `Ticket ${index + 1}`);

/** A company page's frame: side menu with its brand link, a sticky top bar with a star at the brand's side, a long page. */
function Frame() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', minBlockSize: '100vh' }}>
      <div style={{ position: 'sticky', insetBlockStart: 0, blockSize: '100vh' }}>
        <SideNav
          aria-label="Menu principal"
          header={<a href="#inicio">Retoma</a>}
          entries={[{ id: 'home', label: 'Início', href: '#inicio' }]}
          onCollapsedChange={fn()}
        />
      </div>
      <div>
        <TopBar brand="Loja Aurora" isSticky>
          <IconButton variant="ghost" aria-label="Editar páginas favoritas" icon={<span aria-hidden>☆</span>} />
        </TopBar>
        <main style={{ display: 'grid', gap: 8, padding: 16, justifyItems: 'start' }}>
          {rows.map((row) => (
            <Button key={row} variant="secondary">
              {row}
            </Button>
          ))}
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Kit/Foundations/Focus rings',
  component: Frame,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu's brand link and the star beside the top bar's brand show their whole ring (13 % and 21 % were seen). */
export const AtTheEdges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = await canvas.findByRole('link', { name: 'Retoma' });
    await tabTo(brand);
    await expectWholeRing(brand);
    const star = await canvas.findByRole('button', { name: 'Editar páginas favoritas' });
    await tabTo(star);
    await expectWholeRing(star);
  },
};

/** Tabbing backwards up a scrolled page: the focused control comes to rest below the sticky bar, never under it. */
export const BackwardsUnderStickyBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('banner');
    const below = await canvas.findByRole('button', { name: 'Ticket 20' });
    const above = await canvas.findByRole('button', { name: 'Ticket 19' });
    below.focus();
    // Ticket 19 sits under the bar, Ticket 20 just below it.
    window.scrollBy(0, above.getBoundingClientRect().top - bar.getBoundingClientRect().bottom + 20);
    await waitFor(() => expect(above.getBoundingClientRect().top).toBeLessThan(bar.getBoundingClientRect().bottom));
    await userEvent.tab({ shift: true });
    await expectWholeRing(above);
    await expect(above.getBoundingClientRect().top - 4).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
  },
};
