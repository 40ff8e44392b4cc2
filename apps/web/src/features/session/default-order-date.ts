const PARIS = 'Europe/Paris';

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The order date chosen for a customer until they pick one: tomorrow at 06:00 in Paris (specification,
 * section 9), as an instant (ISO string) the order API reads as its day in Europe/Paris.
 */
export function defaultOrderDate(now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(now); // YYYY-MM-DD
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 06:00 is never inside a daylight-saving change (those happen at 02:00–03:00), so one correction is exact.
  const sixUtc = Date.UTC(year, month - 1, day + 1, 6, 0);
  return new Date(sixUtc - parisOffsetMinutes(new Date(sixUtc)) * 60_000).toISOString();
}
