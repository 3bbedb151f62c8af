import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { parseDate } from '../DatePicker';
import { findOverlay, withFocusRoom } from '../IconButton/storySupport';
import { DateRangePicker } from './DateRangePicker';

/** Stories run on a pinned clock: "today" is Saturday 14/03/2026. */
const onChange = fn();
const lastRange = () => {
  const range = onChange.mock.lastCall?.[0] as { start: unknown; end: unknown } | null | undefined;
  return range ? `${String(range.start)}..${String(range.end)}` : '';
};

const withRoom = (height: number) => [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: height, maxInlineSize: 360 }}>
      <Story />
    </div>
  ),
];

const march = { start: parseDate('2026-03-02'), end: parseDate('2026-03-13') };

const meta = {
  title: 'Kit/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Período', onChange },
  beforeEach: () => {
    onChange.mockClear();
  },
  decorators: [withFocusRoom],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: withRoom(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Período' });
    await expect(group).toHaveTextContent('dd/mm/aaaa–dd/mm/aaaa');
    await userEvent.click((await canvas.findAllByRole('spinbutton'))[0] as HTMLElement);
    await userEvent.keyboard('01032026');
    await userEvent.keyboard('31032026');
    await expect(group).toHaveTextContent('01/03/2026–31/03/2026');
    await expect(lastRange()).toBe('2026-03-01..2026-03-31');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="1fr" gap={16} style={{ maxInlineSize: 720 }}>
      <DateRangePicker {...args} label="Vazio" />
      <DateRangePicker {...args} label="Com valor" defaultValue={march} description="Vendas recuperadas no período." />
      <DateRangePicker {...args} label="Inválido" defaultValue={march} errorMessage="O período máximo é de 90 dias." />
      <DateRangePicker {...args} label="Desativado" isDisabled defaultValue={march} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Com valor' })).toHaveTextContent('02/03/2026–13/03/2026');
    await expect(await canvas.findByRole('group', { name: 'Inválido' })).toHaveAttribute('data-invalid', 'true');
    await expect(await canvas.findAllByRole('button', { name: /Calendário/ })).toHaveLength(4);
  },
};

export const CalendarOpen: Story = {
  decorators: withRoom(400),
  args: { defaultValue: march },
  play: async ({ canvasElement }) => {
    await userEvent.click((await within(canvasElement).findAllByRole('button', { name: /Calendário/ }))[0] as HTMLElement);
    const dialog = await findOverlay('dialog');
    await expect(await within(dialog).findByRole('heading')).toHaveTextContent('março de 2026');
    await expect(await within(dialog).findAllByRole('gridcell', { selected: true })).toHaveLength(12);
  },
};

export const PickFromCalendar: Story = {
  decorators: withRoom(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Calendário/ }));
    const dialog = await findOverlay('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /, 9 de março de 2026/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /, 20 de março de 2026/ }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await canvas.findByRole('group', { name: 'Período' })).toHaveTextContent('09/03/2026–20/03/2026');
    await expect(lastRange()).toBe('2026-03-09..2026-03-20');
  },
};

export const Invalid: Story = {
  decorators: withRoom(0),
  args: { defaultValue: march, errorMessage: 'O período máximo é de 90 dias.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O período máximo é de 90 dias.')).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Período' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  decorators: withRoom(0),
  args: { isDisabled: true, defaultValue: march },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Calendário/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  decorators: withRoom(0),
  args: { defaultValue: march },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Período' });
    const button = await canvas.findByRole('button', { name: /Calendário/ });
    await expect(button.getBoundingClientRect().left).toBeLessThan(group.getBoundingClientRect().left + 40);
  },
};
