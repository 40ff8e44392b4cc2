import type { AdminArticle } from '@boucherie/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useArticleBox } from '../api/get-article-box';
import { useBoxLots } from '../api/get-box-lots';
import { useBoxShops } from '../api/get-box-shops';
import { BoxForm } from './box-form';

type Props = {
  article: Pick<AdminArticle, 'id' | 'saleUnit'>;
  /**
   * What an ordinary article shows (its quotas, its lot): hidden for a box, whose count is its only quota and
   * whose animal is its lot (ADR 074).
   */
  quotas: ReactNode;
};

/**
 * The owner's box block on the article's page (issue 40, ADR 074): make a piece article a « colis » of one
 * animal, or change its box. A box's count is written as its quota, so the quota editor gives way to it.
 */
export function ArticleBox({ article, quotas }: Props) {
  const box = useArticleBox(article.id);
  const [opened, setOpened] = useState(false);
  // Staff (403) and a failed read: the page shows what it showed before boxes.
  if (box.isError) return quotas;
  if (box.isPending) return null;
  if (box.data === null && article.saleUnit !== 'piece') return quotas;
  const current = box.data;
  return (
    <>
      <section
        aria-labelledby="box-title"
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="box-title" className="text-lg font-bold text-gray-900">
          {current ? (
            <>
              Colis de l’animal <span className="whitespace-nowrap">{current.lot.code}</span>
            </>
          ) : (
            'Vendre en colis'
          )}
        </h2>
        {current ? (
          <>
            <p className="font-semibold text-gray-900" data-testid="box-sold">
              {`${current.sold}\u00a0colis vendu${current.sold > 1 ? 's' : ''} sur ${current.boxCount}, ${current.remaining}\u00a0restant${current.remaining > 1 ? 's' : ''}`}
            </p>
            {current.cancelledAt && (
              <p className="font-semibold text-red-800">Animal annulé&#8239;: plus rien n’est vendu.</p>
            )}
            <p className="text-sm text-gray-700">
              {
                'Le nombre de colis est la seule limite de l’article, le jour du retrait\u00a0: pas de quantités par jour.'
              }
            </p>
            <Link
              to="/admin/colis"
              className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline"
            >
              Voir les colis par animal
            </Link>
            <BoxEditor articleId={article.id} />
          </>
        ) : opened ? (
          <BoxEditor articleId={article.id} />
        ) : (
          <>
            <p className="text-sm text-gray-700">
              {
                'Un animal vendu avant l’abattage, en colis pesés au retrait\u00a0: le client paie un acompte à la commande.'
              }
            </p>
            <button
              type="button"
              className={`${buttonClass('secondary', 'lg')} self-start`}
              onClick={() => setOpened(true)}
            >
              Faire de cet article un colis
            </button>
          </>
        )}
      </section>
      {!current && quotas}
    </>
  );
}

function BoxEditor({ articleId }: { articleId: number }) {
  const box = useArticleBox(articleId);
  const lots = useBoxLots();
  const shops = useBoxShops();
  if (box.data === undefined || !lots.data || !shops.data) return <p className="text-gray-700">Chargement…</p>;
  return (
    <BoxForm
      key={JSON.stringify(box.data)}
      articleId={articleId}
      box={box.data}
      lots={lots.data.items}
      shops={shops.data.shops}
    />
  );
}
