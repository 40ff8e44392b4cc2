import { useId, useState } from 'react';
import { labelClass } from '../../../components/ui/label';
import { controlClass } from '../../../components/ui/text-input';
import { useFestiveArticleChoices } from '../api/get-festive-articles';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/g, 'oe')
    .toLowerCase();

/** The short list of festive articles a holiday day may be limited to: a filter and a checklist. */
export function FestiveArticlesField({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [open, setOpen] = useState(value.length > 0);
  const [filter, setFilter] = useState('');
  const articles = useFestiveArticleChoices(open);
  const id = useId();
  const shown = (articles.data?.items ?? []).filter((a) => fold(a.designation).includes(fold(filter)));

  return (
    <fieldset className="flex flex-col gap-2 md:col-span-6">
      <legend className={labelClass.office}>Articles proposés</legend>
      <label className="flex min-h-12 items-center gap-3">
        <input
          type="checkbox"
          className="size-6 accent-primary-700"
          checked={open}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) onChange([]);
          }}
        />
        Limiter ce jour à une liste d’articles de fête
      </label>
      {open && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-filter`} className="sr-only">
            Filtrer les articles
          </label>
          <input
            id={`${id}-filter`}
            className={controlClass('figures')}
            placeholder="Filtrer les articles (dinde, chapon…)"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <p className="text-sm text-gray-700" role="status">
            {value.length} article{value.length > 1 ? 's' : ''} choisi{value.length > 1 ? 's' : ''}
          </p>
          <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-gray-300 p-2 md:grid-cols-2">
            {articles.isPending && <li className="text-gray-700">Chargement des articles…</li>}
            {shown.map((article) => (
              <li key={article.id}>
                <label className="flex min-h-12 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-6 accent-primary-700"
                    checked={value.includes(article.id)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...value, article.id] : value.filter((x) => x !== article.id))
                    }
                  />
                  {article.designation}
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
