import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { InfoGlyph } from '../IconButton/glyphs';
import { findOverlay } from '../IconButton/storySupport';
import { Tooltip } from './Tooltip';

/** Room around the trigger so the tooltip fits on its preferred side and shows in the screenshot. */
const centred = [
  (Story: () => React.ReactNode) => (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: 200 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Kit/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Retornar à Dashboard',
    children: <Button variant="secondary">Voltar</Button>,
  },
  decorators: centred,
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const placementOf = (tooltip: HTMLElement) => tooltip.getAttribute('data-placement');

/** Hover shows it above the trigger (the spec's default position). */
export const Default: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Voltar' });
    // react-aria shows hover tooltips once it knows a mouse is in use (any earlier click tells it).
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await findOverlay('tooltip', 'Retornar à Dashboard');
    await expect(placementOf(tooltip)).toBe('top');
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await expect(trigger).toHaveAccessibleDescription('Retornar à Dashboard');
  },
};

/** The four placements, all open. */
export const Catalog: Story = {
  render: () => (
    <VariantGrid columns={4} gap={96} style={{ padding: 48 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <Tooltip key={placement} content={`Dica: ${placement}`} placement={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </VariantGrid>
  ),
  play: async () => {
    const placements = await Promise.all(
      ['top', 'bottom', 'start', 'end'].map(async (p) => placementOf(await findOverlay('tooltip', `Dica: ${p}`))),
    );
    await expect(placements).toEqual(['top', 'bottom', 'left', 'right']);
  },
};

/** Keyboard focus shows it too; Escape hides it. */
export const KeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await findOverlay('tooltip', 'Retornar à Dashboard');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

/** On an icon-only button the tooltip repeats the required accessible name for sighted mouse users. */
export const OnIconButton: Story = {
  args: {
    content: 'Informações do lead',
    defaultOpen: true,
    children: <IconButton aria-label="Informações do lead" icon={<InfoGlyph />} variant="secondary" />,
  },
  play: async ({ canvasElement }) => {
    await findOverlay('tooltip', 'Informações do lead');
    await expect(await within(canvasElement).findByRole('button', { name: 'Informações do lead' })).toBeVisible();
  },
};

/** No room above: it flips below. The trigger sits at the page's very top (no Storybook padding above it). */
export const FlipsWhenNoRoom: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 120 }}>
        <Story />
      </div>
    ),
  ],
  args: { isOpen: true },
  play: async () => {
    await expect(placementOf(await findOverlay('tooltip'))).toBe('bottom');
  },
};

export const LongText: Story = {
  args: {
    isOpen: true,
    content: 'Comissão vinda de uma transação aprovada pelo financeiro, paga no quinto dia útil do mês seguinte à venda.',
  },
  play: async () => {
    const tooltip = await findOverlay('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, delay: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(await within(canvasElement).findByRole('button', { name: 'Voltar' }));
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

export const Dark: Story = {
  args: { isOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await findOverlay('tooltip', 'Retornar à Dashboard');
  },
};

/** Right to left `start` is the right side and `end` the left: the tips open on the side the line begins and ends. */
export const RightToLeft: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 160 }}>
      {(['start', 'end'] as const).map((placement) => (
        <Tooltip key={placement} content={`Dica: ${placement}`} placement={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const start = await findOverlay('tooltip', 'Dica: start');
    const end = await findOverlay('tooltip', 'Dica: end');
    await expect([placementOf(start), placementOf(end)]).toEqual(['right', 'left']);
    const startButton = (await within(canvasElement).findByRole('button', { name: 'start' })).getBoundingClientRect();
    await expect(start.getBoundingClientRect().left).toBeGreaterThanOrEqual(startButton.right);
  },
};
