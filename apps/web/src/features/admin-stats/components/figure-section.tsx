import { type ReactNode, useId, useState } from 'react';

/**
 * One chart of the figures: its title, the chart (hidden from screen readers, which read the table),
 * the table (shown on demand, always there for screen readers) and its CSV export.
 */
export function FigureSection({
  title,
  note,
  chart,
  table,
  csvHref,
  className = '',
}: {
  title: string;
  note?: string;
  chart: ReactNode;
  table: ReactNode;
  csvHref: string;
  className?: string;
}) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className={`flex flex-col gap-3 rounded-xl bg-white p-4 ${className}`}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="me-auto">
          <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          {note && <p className="text-sm text-gray-700">{note}</p>}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((shown) => !shown)}
            className="inline-flex min-h-12 items-center rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            {showTable ? 'Voir le graphique' : 'Voir le tableau'}
          </button>
          <a
            href={csvHref}
            download
            className="inline-flex min-h-12 items-center rounded-lg border border-gray-300 px-3 text-sm font-semibold text-primary-800 hover:bg-gray-50"
          >
            Exporter en CSV<span className="sr-only"> – {title}</span>
          </a>
        </div>
      </div>
      {!showTable && <div aria-hidden="true">{chart}</div>}
      <div id={`${id}-table`} className={showTable ? 'overflow-x-auto' : 'sr-only'}>
        {table}
      </div>
    </section>
  );
}
