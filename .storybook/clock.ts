/**
 * The one moment and time zone every story is drawn in: the test run pins them (vitest.config.ts's browser
 * `timezoneId`, vitest.setup.ts's fake Date) and the built Storybook pins them here, so a designer sees the dates
 * and hours the checks saw, wherever their computer is.
 */
export const PINNED_NOW = new Date('2026-03-14T12:00:00-03:00');
export const TIME_ZONE = 'America/Sao_Paulo';

const RealDate = Date;
const RealIntlDateTimeFormat = Intl.DateTimeFormat;

type DateFields = [year: number, month: number, day?: number, hours?: number, minutes?: number, seconds?: number, ms?: number];

/** Minutes `TIME_ZONE` is behind UTC at an instant (as `getTimezoneOffset`: 180 for UTC−3), from Intl's zone data. */
function offsetAt(time: number): number {
  const parts = new RealIntlDateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(time);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return Math.round((Math.floor(time / 1000) * 1000 - wall) / 60_000);
}

/** The instant a wall-clock time in `TIME_ZONE` names (`wall` is that time read as if it were UTC). */
function fromWall(wall: number): number {
  const guess = wall + offsetAt(wall) * 60_000;
  return wall + offsetAt(guess) * 60_000;
}

/** An ISO date-time without an offset is local time (a date alone is UTC, as the language says). */
const LOCAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function parseLocal(text: string): number {
  return LOCAL_ISO.test(text.trim()) ? fromWall(RealDate.parse(`${text.trim()}Z`)) : RealDate.parse(text);
}

/**
 * A Date whose "now" is PINNED_NOW and whose local time is TIME_ZONE's: the getters, setters and field
 * constructor work on the zone's wall clock (read through UTC methods shifted by the zone's offset at that instant).
 */
class PinnedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(PINNED_NOW.getTime());
    else if (args.length === 1) super(typeof args[0] === 'string' ? parseLocal(args[0]) : (args[0] as number | Date));
    else super(fromWall(RealDate.UTC(...(args as DateFields))));
  }

  static override now() {
    return PINNED_NOW.getTime();
  }

  static override parse(text: string) {
    return parseLocal(text);
  }

  /** This instant's wall clock in the zone, as a real Date read through its UTC methods. */
  private wall() {
    return new RealDate(this.getTime() - offsetAt(this.getTime()) * 60_000);
  }

  /** Sets fields of the wall clock and moves this instant to the wall time that results. */
  private setWall(change: (wall: Date) => void) {
    const wall = this.wall();
    change(wall);
    return this.setTime(fromWall(wall.getTime()));
  }

  override getTimezoneOffset() {
    return offsetAt(this.getTime());
  }
  override getFullYear() {
    return this.wall().getUTCFullYear();
  }
  override getMonth() {
    return this.wall().getUTCMonth();
  }
  override getDate() {
    return this.wall().getUTCDate();
  }
  override getDay() {
    return this.wall().getUTCDay();
  }
  override getHours() {
    return this.wall().getUTCHours();
  }
  override getMinutes() {
    return this.wall().getUTCMinutes();
  }
  override getSeconds() {
    return this.wall().getUTCSeconds();
  }
  override getMilliseconds() {
    return this.wall().getUTCMilliseconds();
  }
  override setFullYear(...args: [number, number?, number?]) {
    return this.setWall((wall) => wall.setUTCFullYear(...(args as [number])));
  }
  override setMonth(...args: [number, number?]) {
    return this.setWall((wall) => wall.setUTCMonth(...(args as [number])));
  }
  override setDate(day: number) {
    return this.setWall((wall) => wall.setUTCDate(day));
  }
  override setHours(...args: [number, number?, number?, number?]) {
    return this.setWall((wall) => wall.setUTCHours(...(args as [number])));
  }
  override setMinutes(...args: [number, number?, number?]) {
    return this.setWall((wall) => wall.setUTCMinutes(...(args as [number])));
  }
  override setSeconds(...args: [number, number?]) {
    return this.setWall((wall) => wall.setUTCSeconds(...(args as [number])));
  }
  override setMilliseconds(ms: number) {
    return this.setWall((wall) => wall.setUTCMilliseconds(ms));
  }
  override toString(): string {
    return `${this.toDateString()} ${this.toTimeString()}`;
  }
  override toDateString(): string {
    const parts = new RealIntlDateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: '2-digit',
      year: 'numeric',
    });
    return parts.format(this).replace(/,/g, '');
  }
  override toTimeString(): string {
    const offset = -this.getTimezoneOffset();
    const pad = (n: number) => String(n).padStart(2, '0');
    const zone = `GMT${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}${pad(Math.abs(offset) % 60)}`;
    return `${new RealIntlDateTimeFormat('en-GB', { timeZone: TIME_ZONE, timeStyle: 'medium' }).format(this)} ${zone}`;
  }
  override toLocaleString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return super.toLocaleString(locales, { ...options, timeZone: options?.timeZone ?? TIME_ZONE });
  }
  override toLocaleDateString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return super.toLocaleDateString(locales, { ...options, timeZone: options?.timeZone ?? TIME_ZONE });
  }
  override toLocaleTimeString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return super.toLocaleTimeString(locales, { ...options, timeZone: options?.timeZone ?? TIME_ZONE });
  }
  /** Dates made before the clock was pinned are dates too. */
  static override [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate;
  }
}

/** Intl's date formats in TIME_ZONE unless asked for another (what a browser elsewhere would default to). */
function PinnedDateTimeFormat(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
  return new RealIntlDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? TIME_ZONE });
}
PinnedDateTimeFormat.prototype = RealIntlDateTimeFormat.prototype;
PinnedDateTimeFormat.supportedLocalesOf = RealIntlDateTimeFormat.supportedLocalesOf;

/**
 * Pins the clock and the zone in a page that has neither (the built Storybook): Date's now and local time, and
 * Intl's default zone. Where they already are (the test run pins both before any story), it changes nothing.
 */
export function pinClock(): void {
  // The test run's fake Date already reads PINNED_NOW, in a browser already in TIME_ZONE; here it is in place too.
  if (Date.now() === PINNED_NOW.getTime()) return;
  globalThis.Date = PinnedDate as unknown as DateConstructor;
  if (new RealIntlDateTimeFormat().resolvedOptions().timeZone !== TIME_ZONE) {
    Intl.DateTimeFormat = PinnedDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
  }
}
