import { formatDate } from '../../../lib/format';

/** "2026-11-22T10:00:00Z" → "22 novembre 2026": a legal text's date needs its year. */
export function formatUpdatedAt(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, 'dayMonthYear');
}
