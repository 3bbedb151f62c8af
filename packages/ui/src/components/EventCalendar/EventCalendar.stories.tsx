import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatTime } from '../../format/date';
import { useUiLocale } from '../../provider/useUiLocale';
import { Alert } from '../Alert';
import { EventCalendar, type EventCalendarProps } from './EventCalendar';
import type { CalendarEvent } from './calendarContext';
import type { CalendarView } from './calendarRange';

/** Stories run on a pinned clock: now is Saturday 14/03/2026 12:00 in São Paulo. */
const NOW = new Date('2026-03-14T12:00:00-03:00');
const TODAY = parseDate('2026-03-14');

interface Meeting extends CalendarEvent {
  person: string;
}
const meeting = (id: number, iso: string, person: string): Meeting => {
  const start = new Date(iso);
  return { id, start, person, title: `${formatTime(start)} ${person}` };
};
const MEETINGS: Meeting[] = [
  meeting(1, '2026-03-13T09:30:00-03:00', 'Ana Souza'),
  meeting(2, '2026-03-14T10:00:00-03:00', 'Bruno Lima'),
  meeting(3, '2026-03-14T15:00:00-03:00', 'Camila Rocha'),
  meeting(4, '2026-03-16T10:00:00-03:00', 'Diego Martins'),
  meeting(5, '2026-03-16T14:30:00-03:00', 'Eduarda Alves'),
  meeting(6, '2026-03-20T11:00:00-03:00', 'Fábio Nunes'),
  meeting(7, '2026-04-02T09:00:00-03:00', 'Gabriela Reis'),
];

function MeetingText({ meeting: { start, person } }: { meeting: Meeting }) {
  const locale = useUiLocale();
  return (
    <span style={{ fontSize: 13 }}>
      <strong>{formatTime(start, { locale })}</strong> {person}
    </span>
  );
}

const onEventMove = fn();
const onDateChange = fn();

type HarnessProps = Omit<EventCalendarProps<Meeting>, 'events' | 'view' | 'onViewChange' | 'date' | 'onDateChange' | 'renderEvent'> & {
  events?: Meeting[];
  initialView?: CalendarView;
  initialDate?: CalendarDate;
};

/** Keeps view, date and events the way an app does, so navigation and moves can be played. */
function Harness({ events: initial = MEETINGS, initialView = 'month', initialDate = TODAY, onEventMove: moved, ...props }: HarnessProps) {
  const [events, setEvents] = useState(initial);
  const [view, setView] = useState(initialView);
  const [date, setDate] = useState(initialDate);
  return (
    <EventCalendar
      {...props}
      events={events}
      view={view}
      onViewChange={setView}
      date={date}
      onDateChange={(next) => {
        onDateChange(next.toString());
        setDate(next);
      }}
      renderEvent={(event) => <MeetingText meeting={event} />}
      onEventMove={
        moved &&
        ((event, start) => {
          moved(event, start);
          setEvents((current) => current.map((item) => (item.id === event.id ? { ...item, start } : item)));
        })
      }
    />
  );
}

const meta = {
  title: 'Kit/Data display/EventCalendar',
  component: Harness,
  args: { onEventMove },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onEventMove.mockClear();
    onDateChange.mockClear();
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayCell = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('group', { name });
/** After a drop or a cancel, no day is highlighted any more (react-aria clears it a moment later). */
const dragSettled = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[data-drop-target]')).toBeNull());

/** The month of whole weeks (Sunday first in pt-BR), today marked in words, the neighbouring months shaded. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
    const headers = await canvas.findAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('domingo');
    await expect(headers).toHaveLength(7);
    const today = dayCell(canvas, 'sábado, 14 de março de 2026');
    await expect(await within(today).findByText('Hoje')).toBeVisible();
    await expect(today).toHaveTextContent('10:00 Bruno Lima');
    await expect(today).toHaveTextContent('15:00 Camila Rocha');
    await expect(dayCell(canvas, 'quinta-feira, 2 de abril de 2026')).toHaveTextContent('9:00 Gabriela Reis');
    await expect(await within(dayCell(canvas, 'terça-feira, 17 de março de 2026')).findByText('Nenhum evento')).toBeInTheDocument();
    await expect(await canvas.findByRole('radio', { name: 'Mês' })).toBeChecked();
  },
};

/** Hour rows from 8:00, a column per day; days without events say so in their header. */
export const Week: Story = {
  args: { initialView: 'week', initialDate: parseDate('2026-03-16') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '15 – 21 de mar. de 2026' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: '8:00' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: '17:00' })).toBeVisible();
    await expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026, 14:00')).toHaveTextContent('14:30 Eduarda Alves');
    await expect(await canvas.findByRole('columnheader', { name: /terça-feira, 17 de março de 2026/ })).toHaveTextContent('Nenhum evento');
  },
};

export const Day: Story = {
  args: { initialView: 'day' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'sábado, 14 de março de 2026' })).toBeVisible();
    await expect(await canvas.findAllByRole('columnheader')).toHaveLength(2);
    await expect(dayCell(canvas, 'sábado, 14 de março de 2026, 15:00')).toHaveTextContent('15:00 Camila Rocha');
  },
};

/** Only the days with events, each under its own heading, in time order. */
export const List: Story = {
  args: { initialView: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual([
      'sexta-feira, 13 de março de 2026',
      'sábado, 14 de março de 2026Hoje',
      'segunda-feira, 16 de março de 2026',
      'sexta-feira, 20 de março de 2026',
    ]);
    // April's event belongs to the next month's list.
    await expect(canvas.queryByText('Gabriela Reis')).toBeNull();
  },
};

/**
 * A first group before the days (here the meetings already past, as an agenda puts its overdue returns first):
 * under its own heading, each day written before its first event, last month's too; the days list the rest.
 */
export const ListFirstGroup: Story = {
  args: {
    initialView: 'list',
    events: [meeting(8, '2026-02-20T16:00:00-03:00', 'Helena Prado'), ...MEETINGS],
    listFirst: { title: 'Atrasados', includes: (event) => event.start < NOW },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Atrasados',
      'sábado, 14 de março de 2026Hoje',
      'segunda-feira, 16 de março de 2026',
      'sexta-feira, 20 de março de 2026',
    ]);
    const first = within(headings[0]!.parentElement!);
    // Before the range (March) and still in the group: what is overdue is listed whatever month is shown.
    await expect(await first.findByText('sexta-feira, 20 de fevereiro de 2026')).toBeVisible();
    await expect(await first.findByText('Helena Prado')).toBeVisible();
    await expect(await first.findByText('sexta-feira, 13 de março de 2026')).toBeVisible();
    await expect(await first.findByText('sábado, 14 de março de 2026')).toBeVisible();
    await expect(await first.findByText('Ana Souza')).toBeVisible();
    await expect(await first.findByText('Bruno Lima')).toBeVisible();
    await expect(first.queryByText('Camila Rocha')).toBeNull();
  },
};

/** An empty range says so: a note over the grids, an empty state in the list. */
export const EmptyRange: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nenhum evento neste período.');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lista' }));
    await expect(await canvas.findByText('Nenhum evento neste período.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
  },
};

/** A failed fetch replaces the grid; the toolbar stays, so another period can be tried. */
export const Error: Story = {
  args: { error: <Alert tone="danger">Não foi possível carregar os eventos.</Alert> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Próximo período' })).toBeEnabled();
  },
};

/** Previous, next and today move by the view's period; the heading follows. */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo período' }));
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent('abril de 2026');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Semana' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Período anterior' }));
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent('5 – 11 de abr. de 2026');
    await userEvent.click(await canvas.findByRole('button', { name: 'Hoje' }));
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent('8 – 14 de mar. de 2026');
    await expect(onDateChange).toHaveBeenLastCalledWith('2026-03-14');
  },
};

/** The week starts on Monday in German, and every date is written in German. */
export const GermanWeek: Story = {
  globals: { locale: 'de' },
  args: {
    initialView: 'week',
    labels: {
      today: 'Heute',
      previous: 'Vorheriger Zeitraum',
      next: 'Nächster Zeitraum',
      views: 'Ansicht',
      view: { month: 'Monat', week: 'Woche', day: 'Tag', list: 'Liste' },
      todayMarker: 'Heute',
      hour: 'Uhrzeit',
      emptyDay: 'Keine Termine',
      emptyRange: 'Keine Termine in diesem Zeitraum.',
      loading: 'Wird geladen…',
      moveEvent: (title) => `${title} verschieben`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '9.–15. März 2026' })).toBeVisible();
    await expect((await canvas.findAllByRole('columnheader'))[1]).toHaveTextContent('Montag, 9. März 2026');
  },
};

/**
 * Keyboard drag: Enter on an event's handle starts it on its own day, Tab goes to the next day that takes it,
 * Enter drops. The time of day is kept.
 */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Mover 10:00 Diego Martins' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(dayCell(canvas, 'terça-feira, 17 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onEventMove).toHaveBeenCalledOnce());
    await expect(onEventMove.mock.lastCall?.[1]).toEqual(new Date('2026-03-17T10:00:00-03:00'));
    await waitFor(() => expect(dayCell(canvas, 'terça-feira, 17 de março de 2026')).toHaveTextContent('10:00 Diego Martins'));
    await dragSettled(canvasElement);
  },
};

/** Mouse drag in the week view: dropped on another day's 9:00 row, the event keeps its minutes. */
export const MouseMove: Story = {
  args: { initialView: 'week', initialDate: parseDate('2026-03-16') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Mover 14:30 Eduarda Alves' });
    const box = handle.parentElement as HTMLElement;
    const target = dayCell(canvas, 'quarta-feira, 18 de março de 2026, 9:00');
    // One DataTransfer for the whole gesture, as the browser keeps it (testing-library's fireEvent makes a new one per event).
    const dataTransfer = new DataTransfer();
    const drag = (element: Element, type: string) =>
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: 20, clientY: 20 }));
    drag(box, 'dragstart');
    drag(target, 'dragenter');
    drag(target, 'dragover');
    drag(target, 'drop');
    drag(box, 'dragend');
    await waitFor(() => expect(onEventMove).toHaveBeenCalledOnce());
    await expect(onEventMove.mock.lastCall?.[1]).toEqual(new Date('2026-03-18T09:30:00-03:00'));
    await waitFor(() => expect(target).toHaveTextContent('9:30 Eduarda Alves'));
    await dragSettled(canvasElement);
  },
};

/**
 * Days an event may not land on are skipped: with the past refused, Shift+Tab from today goes back to the event
 * itself and then round to the grid's last day — never to 13 March, just before today.
 */
export const PastRefused: Story = {
  args: { canDropAt: (_event, start) => start.getTime() > NOW.getTime() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Mover 15:00 Camila Rocha' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dayCell(canvas, 'sábado, 14 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(handle).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(dayCell(canvas, 'sábado, 4 de abril de 2026')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(handle).toHaveFocus());
    await dragSettled(canvasElement);
    await expect(onEventMove).not.toHaveBeenCalled();
  },
};

/** Without `onEventMove` nothing can be dragged: no handles. */
export const ReadOnly: Story = {
  args: { onEventMove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Diego Martins')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Mover/ })).toBeNull();
  },
};

/**
 * Right to left the week runs from the right (Sunday in the rightmost column), "previous" sits right of "next" with
 * its chevron mirrored to point right, and "next" still moves forward in time.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
    const [sunday, monday] = await canvas.findAllByRole('columnheader');
    await expect(sunday).toHaveTextContent('domingo');
    await expect(sunday!.getBoundingClientRect().left).toBeGreaterThan(monday!.getBoundingClientRect().left);
    const previous = await canvas.findByRole('button', { name: 'Período anterior' });
    const next = await canvas.findByRole('button', { name: 'Próximo período' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(getComputedStyle(previous.querySelector('svg')!).transform).not.toBe('none');
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'abril de 2026' })).toBeVisible();
  },
};
