import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormEnd } from '../../../components/ui/form-end';
import { Select } from '../../../components/ui/text-input';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useLots, useSetArticleLot } from '../api/article-lot';

/**
 * The lot the article is sold from (issue 39, ADR 067): each line weighed from now on takes it, with its origin.
 * Only open lots can be chosen; « Aucun lot » keeps the free lot number of the form.
 */
export function ArticleLot({ articleId }: { articleId: number }) {
  const id = useId();
  const lots = useLots();
  const setLot = useSetArticleLot(articleId);
  const current = lots.data?.items.find((lot) => lot.articles.some((a) => a.id === articleId)) ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (!lots.data) return null;
  const open = lots.data.items.filter((lot) => lot.closedAt === null);
  const value = chosen ?? (current ? String(current.id) : '');

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await setLot.mutateAsync(value === '' ? null : Number(value));
      setChosen(null);
      void showToast(
        'success',
        saved.lot ? `Vendu du lot ${saved.lot.code} désormais.` : 'Vendu d’aucun lot désormais.',
      );
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Le lot n’a pas pu être changé. Vérifiez la connexion.');
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        Lot en vente
      </h2>
      <p className="text-sm text-gray-800">
        {current ? (
          <>
            {'Vendu du lot '}
            <a href={`/tracabilite/${current.code}`} className="font-semibold text-primary-800 underline">
              {current.code}
            </a>
            {`\u00a0: ${current.breed}, ${current.category}. ${current.origin}.`}
          </>
        ) : (
          'Vendu d’aucun lot\u00a0: les lignes pesées reprennent le numéro de lot du formulaire.'
        )}
      </p>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
        <Field tone="bold" id={`${id}-lot`} label="Vendre de ce lot" error={error}>
          {(a11y) => (
            <Select size="lg" value={value} onChange={(event) => setChosen(event.target.value)} {...a11y}>
              <option value="">Aucun lot</option>
              {open.map((lot) => (
                <option key={lot.id} value={lot.id}>
                  {`${lot.code} — ${lot.breed}, ${lot.category}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormEnd error={undefined} submitting={setLot.isPending} label="Changer de lot" />
      </form>
      <Link to="/admin/lots" className="text-sm font-semibold text-primary-800 underline">
        Gérer les lots
      </Link>
    </section>
  );
}
