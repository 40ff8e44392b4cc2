import { addDays, isCalendarDate, STATS_DEFAULT_DAYS, STATS_MAX_DAYS, StatsQuery } from '@boucherie/contract';

export type Period = { from: string; to: string };

export type PeriodPreset = { id: string; label: string; period: (today: string) => Period };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The periods an owner asks for most; the last 30 days come first, as the default. */
export const PERIOD_PRESETS: PeriodPreset[] = [
  {
    id: '30',
    label: '30 derniers jours',
    period: (today) => ({ from: addDays(today, -(STATS_DEFAULT_DAYS - 1)), to: today }),
  },
  { id: '7', label: '7 derniers jours', period: (today) => ({ from: addDays(today, -6), to: today }) },
  { id: 'month', label: 'Ce mois-ci', period: (today) => ({ from: firstOfMonth(today), to: today }) },
  {
    id: 'last-month',
    label: 'Le mois dernier',
    period: (today) => {
      const to = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(to), to };
    },
  },
  { id: '365', label: '12 derniers mois', period: (today) => ({ from: addDays(today, -364), to: today }) },
];

/** The period in the address, or the default (the last 30 days). */
export function readPeriod(from: string | null, to: string | null, today: string): Period {
  const fallback = PERIOD_PRESETS[0]?.period(today) as Period;
  const f = from && isCalendarDate(from) ? from : null;
  const t = to && isCalendarDate(to) ? to : null;
  if (!f || !t || f > t) return fallback;
  return { from: f, to: t };
}

/** The preset a period is, if it is one. */
export const presetOf = (period: Period, today: string) =>
  PERIOD_PRESETS.find((p) => {
    const other = p.period(today);
    return other.from === period.from && other.to === period.to;
  }) ?? null;

const daysIn = (period: Period) =>
  Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;

/** What is wrong with a chosen period, field by field, in the server's words. */
export function periodErrors(from: string, to: string): { from?: string; to?: string } {
  if (!isCalendarDate(from)) return { from: 'Choisissez la date de début.' };
  if (!isCalendarDate(to)) return { to: 'Choisissez la date de fin.' };
  if (from > to) return { to: 'La date de fin doit suivre la date de début.' };
  if (daysIn({ from, to }) > STATS_MAX_DAYS) {
    return { to: `La période ne peut pas dépasser ${STATS_MAX_DAYS}\u00a0jours. Choisissez des dates plus proches.` };
  }
  return {};
}

/**
 * The period form's rules: the contract's query of the figures (real days, the end after the start), and
 * what the form adds to it (both days chosen, a year at most), in periodErrors' words.
 */
export const PeriodForm = StatsQuery.superRefine((query, ctx) => {
  for (const [field, message] of Object.entries(periodErrors(query.from ?? '', query.to ?? ''))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
/** The fields as the query: an empty day is no day. */
export const periodQuery = ({ from, to }: Period) => ({ from: from || undefined, to: to || undefined });
