import type { StandingOrder } from '@boucherie/contract';
import { formatQuantity } from '../../../lib/format';
import { leftOutLabel } from '../lib/standing-labels';
import { subTitle } from '../lib/styles';

/** What the standing order brings each time; an article unavailable that day is said, and why. */
export function StandingLines({ standing, headingId }: { standing: StandingOrder; headingId: string }) {
  const unavailable = standing.lines.filter((line) => !line.available);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={subTitle}>
        Articles
      </h3>
      <ul className="mt-1 flex flex-col gap-1">
        {standing.lines.map((line) => (
          <li key={line.articleId} className="flex flex-wrap gap-x-2 text-gray-900">
            <span className="tabular-nums">{formatQuantity(line.quantity, line.saleUnit)}</span>
            <span>{line.designation}</span>
            {line.preparationNote && <span className="text-gray-700">({line.preparationNote})</span>}
            {!line.available && (
              <span className="font-semibold text-amber-900">
                — {line.unavailableReason ? leftOutLabel(line.unavailableReason) : 'indisponible'}
              </span>
            )}
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <p className="mt-1 text-sm text-gray-700">
          Un article indisponible le jour de la commande en est retiré, et nous vous le signalons.
        </p>
      )}
    </section>
  );
}
