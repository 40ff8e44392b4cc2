import type { Article } from '@boucherie/contract';
import { formatDate, formatEuros } from '../../../lib/format';

const slaughterDay = (date: string) => {
  const text = formatDate(`${date}T12:00:00Z`, 'dayMonth');
  // « le 12 » when the slaughter is this month, « le 3 janvier » otherwise: a butcher's way of saying it.
  return date.slice(0, 7) === new Date().toISOString().slice(0, 7) ? text.replace(/\s.*$/, '') : text;
};

/**
 * A pre-sold box's sentence (issue 40, ADR 074): « Colis de veau, environ 5 kg, abattage le 12 — acompte
 * 28,35 € ». Nothing for an ordinary article. Passed to the cards as a notice, so it stays out of the home page.
 */
export function BoxNotice({ article }: { article: Pick<Article, 'designation' | 'box'> }) {
  const box = article.box;
  if (!box) return null;
  const parts = [
    article.designation,
    box.nominalWeightText,
    ...(box.slaughterDate ? [`abattage le ${slaughterDay(box.slaughterDate)}`] : []),
  ];
  return (
    <p className="text-sm text-gray-800" data-testid="box-notice">
      {`${parts.join(', ')} — acompte ${formatEuros(box.depositCents / 100)}`}
      {box.cancelled && (
        <span className="block font-semibold text-red-800">{'Animal annulé\u00a0: plus de colis.'}</span>
      )}
    </p>
  );
}
