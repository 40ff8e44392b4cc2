import { formatDate, formatTime, formatTimeWindow } from '../../../lib/format';

/** "2026-12-24" → "jeudi 24 décembre". */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** "2026-12-20T18:00" (Paris clocks) → "dimanche 20 décembre à 18 h". */
export function formatClock(clock: string): string {
  const [day = '', time = ''] = clock.split('T');
  return `${formatDay(day)} à ${formatTime(time)}`;
}

/** "9 h – 10 h". */
export const formatWindow = formatTimeWindow;
