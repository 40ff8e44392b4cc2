import type { Article } from '@boucherie/contract';

/** What the butcher tells at the counter, shown only where it is known: breed, ageing, farm, how to cook it. */
export function ButcherNotes({ article }: { article: Article }) {
  const facts = [
    ['Race', article.breed],
    ['Maturation', article.maturation],
    ['Élevage', article.farm],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  if (facts.length === 0 && article.cookingAdvice === null) return null;
  return (
    <section
      aria-labelledby="butcher-notes"
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="butcher-notes" className="text-lg font-semibold text-gray-900">
        Le mot du boucher
      </h2>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-600">{term}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {article.cookingAdvice && (
        <div>
          <h3 className="font-semibold text-gray-900">Conseil de cuisson</h3>
          <p className="text-gray-800">{article.cookingAdvice}</p>
        </div>
      )}
    </section>
  );
}
