import type { Meta, StoryObj } from '@storybook/react-vite';
import { isWeekend } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { findOverlay, withFocusRoom } from '../IconButton/storySupport';
import { DatePicker } from './DatePicker';
import { CalendarDateTime, getLocalTimeZone, now, parseDate, toCalendarDateTime } from './index';

/** Stories run on a pinned clock: "today" is Saturday 14/03/2026. */
const onChange = fn();

const withRoom = (height: number) => [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: height, maxInlineSize: 320 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Kit/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Data de agendamento', onChange },
  beforeEach: () => {
    onChange.mockClear();
  },
  decorators: [withFocusRoom],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = () => String(onChange.mock.lastCall?.[0] ?? '');

/** Typed segment by segment in the pt order: day, month, year. */
export const Default: Story = {
  decorators: withRoom(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Data de agendamento' });
    await expect(group).toHaveTextContent('dd/mm/aaaa');
    await userEvent.click((await canvas.findAllByRole('spinbutton'))[0] as HTMLElement);
    await userEvent.keyboard('20032026');
    await expect(group).toHaveTextContent('20/03/2026');
    await expect(lastValue()).toBe('2026-03-20');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={16} style={{ maxInlineSize: 900 }}>
      <DatePicker {...args} label="Vazio" />
      <DatePicker {...args} label="Com valor" defaultValue={parseDate('2026-03-14')} description="Horário de Brasília." />
      <DatePicker {...args} label="Inválido" defaultValue={parseDate('2026-02-28')} errorMessage="A data deve ser futura." />
      <DatePicker {...args} label="Desativado" isDisabled defaultValue={parseDate('2025-12-25')} />
      <DatePicker {...args} label="Somente leitura" isReadOnly defaultValue={parseDate('2026-01-01')} />
      <DatePicker {...args} label="Obrigatório" isRequired />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Com valor' })).toHaveTextContent('14/03/2026');
    await expect(await canvas.findByRole('group', { name: 'Desativado' })).toHaveTextContent('25/12/2025');
    await expect(await canvas.findByRole('group', { name: 'Inválido' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const CalendarOpen: Story = {
  decorators: withRoom(400),
  args: { defaultValue: parseDate('2026-03-20') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Calendário/ }));
    const dialog = await findOverlay('dialog');
    await expect(await within(dialog).findByRole('heading')).toHaveTextContent('março de 2026');
    await expect(await within(dialog).findByRole('grid')).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: /20 de março de 2026/ })).toHaveFocus();
  },
};

export const PickFromCalendar: Story = {
  decorators: withRoom(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Calendário/ }));
    const dialog = await findOverlay('dialog');
    // react-aria adds a visually hidden copy of the month buttons for screen readers: press the visible one.
    await userEvent.click((await within(dialog).findAllByRole('button', { name: 'Próximo' }))[0] as HTMLElement);
    await expect(await within(dialog).findByRole('heading')).toHaveTextContent('abril de 2026');
    await userEvent.click(await within(dialog).findByRole('button', { name: /, 7 de abril de 2026/ }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await canvas.findByRole('group', { name: 'Data de agendamento' })).toHaveTextContent('07/04/2026');
    await expect(lastValue()).toBe('2026-04-07');
  },
};

/** Weekends cannot be chosen: struck through in the calendar. */
export const UnavailableDates: Story = {
  decorators: withRoom(400),
  args: { isDateUnavailable: (date) => isWeekend(date, 'pt-BR'), defaultValue: parseDate('2026-03-16') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Calendário/ }));
    const dialog = await findOverlay('dialog');
    const saturday = await within(dialog).findByRole('button', { name: /21 de março de 2026/ });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  decorators: withRoom(0),
  args: { errorMessage: 'Informe uma data a partir de hoje.', defaultValue: parseDate('2026-03-01') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Informe uma data a partir de hoje.')).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Data de agendamento' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  decorators: withRoom(0),
  args: { isDisabled: true, defaultValue: parseDate('2026-03-14') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Calendário/ })).toBeDisabled();
  },
};

export const LabelsOverridden: Story = {
  decorators: withRoom(400),
  args: { label: 'Due date', calendarLabel: 'Open calendar', previousMonthLabel: 'Earlier', nextMonthLabel: 'Later' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Open calendar/ }));
    const dialog = await findOverlay('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Earlier' })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Later' })).toBeVisible();
  },
};

export const EnglishLocale: Story = {
  decorators: withRoom(0),
  args: { label: 'Due date', defaultValue: parseDate('2026-03-14') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Due date' })).toHaveTextContent('3/14/2026');
  },
};

/**
 * An rtl page: the calendar opens from the field's inline start (its right edge), its weeks run from the right,
 * and ArrowLeft moves to the next day, while the date and the names stay exactly as in pt.
 */
export const RightToLeft: Story = {
  decorators: withRoom(400),
  args: { defaultValue: parseDate('2026-03-20') },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Data de agendamento' });
    await expect(group).toHaveTextContent('20/03/2026');
    await userEvent.click(await canvas.findByRole('button', { name: /Calendário/ }));
    const dialog = await findOverlay('dialog');
    await expect(await within(dialog).findByRole('heading')).toHaveTextContent('março de 2026');
    await expect((await within(dialog).findAllByRole('button', { name: 'Próximo' }))[0]).toBeVisible();
    await expect(Math.abs(dialog.getBoundingClientRect().right - group.getBoundingClientRect().right)).toBeLessThan(16);
    // The week of Sunday 15 to Saturday 21 starts at the right.
    const sunday = await within(dialog).findByRole('button', { name: /15 de março de 2026/ });
    const saturday = await within(dialog).findByRole('button', { name: /21 de março de 2026/ });
    await expect(sunday.getBoundingClientRect().left).toBeGreaterThan(saturday.getBoundingClientRect().left);

    await expect(await within(dialog).findByRole('button', { name: /20 de março de 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(dialog).findByRole('button', { name: /21 de março de 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await within(dialog).findByRole('button', { name: /19 de março de 2026/ })).toHaveFocus();
  },
};

/** `granularity="minute"`: date and time (24 h in pt), here with the current moment as the earliest value. */
export const WithTime: Story = {
  decorators: withRoom(0),
  args: {
    label: 'Data e horário do retorno',
    granularity: 'minute',
    placeholderValue: new CalendarDateTime(2026, 3, 14, 9, 0),
    minValue: toCalendarDateTime(now(getLocalTimeZone())),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Data e horário do retorno' });
    await userEvent.click((await canvas.findAllByRole('spinbutton'))[0] as HTMLElement);
    await userEvent.keyboard('150320261030');
    // The time segment is wrapped in bidi isolation marks by the browser's formatter.
    await expect(group).toHaveTextContent(/15\/03\/2026, \u2066?10:30\u2069?/);
    await expect(lastValue()).toBe('2026-03-15T10:30:00');
  },
};

const RETURN_AT = new CalendarDateTime(2026, 11, 26, 10, 30);
/** The date-time field as each language writes it (the bidi marks the formatter puts around the time aside). */
const WRITTEN: Array<[string, string]> = [
  ['pt-BR', '26/11/2026, 10:30'],
  ['en-US', '11/26/2026, 10:30 AM'],
  ['de-DE', '26.11.2026, 10:30'],
  ['fr-FR', '26/11/2026 10:30'],
];

/**
 * WCAG 2.2 target size: the time's segments are at least 24 × 24 px, the date's 24 px tall beside the calendar
 * button that sets them too (36 px); and date and time are apart as each language writes them ("26/11/2026,10:30"
 * was shown, the literal's space dropped).
 */
export const TimeTargetsInEveryLanguage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}>
      {WRITTEN.map(([locale]) => (
        <I18nProvider key={locale} locale={locale}>
          <DatePicker {...args} label={`Retorno (${locale})`} granularity="minute" defaultValue={RETURN_AT} />
        </I18nProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [locale, written] of WRITTEN) {
      const group = await canvas.findByRole('group', { name: `Retorno (${locale})` });
      // innerText is the text as drawn: a collapsed space is missing from it.
      await expect(group.innerText.replace(/[\u2066-\u2069\n]/g, '').replace(/\u202f/g, ' ')).toBe(written);
      const segments = await within(group).findAllByRole('spinbutton');
      for (const segment of segments) await expect(segment.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
      const time = segments.filter((segment) => ['hour', 'minute', 'dayPeriod'].includes(segment.dataset.type ?? ''));
      await expect(time.length).toBeGreaterThanOrEqual(2);
      for (const segment of time) await expect(segment.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
      const calendar = await within(group).findByRole('button');
      await expect(calendar.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
      await expect(calendar.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
