import { withFirstOfMonth } from '@boucherie/contract';
import { once } from '../../../lib/format';

const updatedAtFormat = once(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
);

/** "2026-11-22T10:00:00Z" → "22 novembre 2026": a legal text's date needs its year. */
export function formatUpdatedAt(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : withFirstOfMonth(updatedAtFormat().format(date));
}
