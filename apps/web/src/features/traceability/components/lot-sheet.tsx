import type { PublicLot } from '@boucherie/contract';
import { capitalize, formatDate } from '../../../lib/format';

type Props = { lot: PublicLot };

/** An approval number stays on one line: « France (FR 57.463.001 CE) » breaks before its bracket only. */
const unbroken = (value: string) => value.replace(/\(([^)]*)\)/g, (bracket) => bracket.replace(/ /g, '\u00a0'));

/** The title of a lot's page: « Génisse Charolaise », « Porc Large White ». */
export const lotTitle = (lot: Pick<PublicLot, 'category' | 'breed'>) => `${capitalize(lot.category)} ${lot.breed}`;

/** A lot's page (issue 39): the origin sentence, the mentions the law asks, then the animal's story. */
export function LotSheet({ lot }: Props) {
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-gray-700">Traçabilité · lot {lot.code}</p>
        <h1 className="text-3xl font-bold text-gray-900">{lotTitle(lot)}</h1>
        {lot.origin && <p className="text-lg text-gray-800">{lot.origin}</p>}
      </header>
      <section aria-labelledby="lot-mentions" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="lot-mentions" className="text-xl font-semibold text-gray-900">
          Mentions obligatoires
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {lot.mentions.map((mention) => (
            <div key={mention.label} className="contents">
              <dt className="text-gray-700">{mention.label}</dt>
              <dd className="font-medium text-gray-900">{unbroken(mention.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="lot-story" className="flex flex-col gap-2">
        <h2 id="lot-story" className="text-xl font-semibold text-gray-900">
          Son histoire
        </h2>
        <p className="text-gray-800">{lot.story}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-700">Éleveur</dt>
          <dd>
            {lot.breeder}, {lot.breederTown}
          </dd>
          <dt className="text-gray-700">Date d’abattage</dt>
          <dd>{formatDate(`${lot.slaughterDate}T12:00:00Z`, 'dayMonthYear')}</dd>
          {lot.maturationDays > 0 && (
            <>
              <dt className="text-gray-700">Maturation</dt>
              <dd>{lot.maturationDays}&nbsp;jours</dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}
