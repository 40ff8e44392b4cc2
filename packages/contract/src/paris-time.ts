// Calendar arithmetic in Europe/Paris, whatever the machine's own time zone (server or browser): order dates, cut-offs and
// opening hours are the shop's local time, daylight-saving days included.

const PARIS = 'Europe/Paris';

// Built on first use: a page that never needs them does not pay for them.
let parisDateFormat: Intl.DateTimeFormat | undefined;
let parisPartsFormat: Intl.DateTimeFormat | undefined;

const PARIS_DATE = () =>
  (parisDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PARIS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

const PARIS_PARTS = () =>
  (parisPartsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** The calendar date ('YYYY-MM-DD') in Paris at the given instant. */
export const parisDate = (at: Date): string => PARIS_DATE().format(at);

/** Minutes Paris is ahead of UTC at the given instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    PARIS_PARTS()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant when Paris clocks show `time` on `date`. A time skipped by the spring change (02:30 on the last
 * Sunday of March) is read as the same time in winter offset, i.e. one hour later on the clock.
 */
export function parisInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = asUtc - parisOffsetMinutes(new Date(asUtc)) * 60_000;
  const second = asUtc - parisOffsetMinutes(new Date(first)) * 60_000;
  return new Date(second);
}

/** `date` plus `days` calendar days ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

/** The Paris wall-clock time at an instant, to the minute: 'YYYY-MM-DDTHH:mm' (as `<input type="datetime-local">`). */
export function parisDateTime(at: Date): string {
  const parts = Object.fromEntries(
    PARIS_PARTS()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
