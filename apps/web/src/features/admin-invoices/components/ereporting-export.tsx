import { EreportingQuery } from '@boucherie/contract';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { todayInParis } from '../../../lib/paris-day';
import { ereportingCsvUrl } from '../api/ereporting-csv';

type Values = { period: string };

/** A month's e-reporting (ADR 072) as a CSV for the accountant; the link waits for a month the schema accepts. */
export function EreportingExport() {
  const form = useZodForm<Values, typeof EreportingQuery>(EreportingQuery, { period: todayInParis().slice(0, 7) });
  const { period } = form.watch();
  const valid = EreportingQuery.safeParse({ period }).success;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField
        size="lg"
        id="ereporting-period"
        label="Mois"
        type="month"
        error={form.formState.errors.period?.message}
        registration={form.register('period')}
      />
      <a
        href={valid ? ereportingCsvUrl(period) : undefined}
        aria-disabled={!valid || undefined}
        download
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 aria-disabled:bg-gray-400"
      >
        Exporter l’e-reporting en CSV
      </a>
    </div>
  );
}
