import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import { useAdminCategories } from '../api/get-admin-categories';
import type { ArticleFormValues } from '../lib/article-form-values';
import { ArticleTextField } from './article-text-field';
import { ChoiceCards } from './choice-cards';

const SALE_UNITS = [
  ['kg', 'Au kilo'],
  ['piece', 'À la pièce'],
] as const;

/** Designation, description, sub-category, sale unit and a piece's average weight. */
export function IdentityFields({ form }: { form: UseFormReturn<ArticleFormValues, unknown, FieldValues> }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const categories = useAdminCategories();
  const piece = watch('saleUnit') === 'piece';
  return (
    <section aria-labelledby="article-identity" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="article-identity" className="text-lg font-bold">
        L’article
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <ArticleTextField form={form} name="designation" label="Désignation" />
        <Field tone="bold" id="subCategoryId" label="Sous-catégorie" error={errors.subCategoryId?.message}>
          {(props) => (
            <select
              {...props}
              {...register('subCategoryId')}
              // Controlled: the article's sub-category shows even though its option sits in a group.
              value={watch('subCategoryId')}
              className={controlClass('lg')}
            >
              <option value="">Choisir…</option>
              {categories.data?.categories.map((c) => (
                <optgroup key={c.id} label={c.name}>
                  {c.subCategories.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                      {s.isHidden || c.isHidden ? ' (masquée)' : ''}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field tone="bold" id="description" label="Description" error={errors.description?.message}>
        {(props) => (
          <textarea {...props} {...register('description')} rows={3} className={`${controlClass('lg')} py-2`} />
        )}
      </Field>
      <div className="grid gap-3 md:grid-cols-2">
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Unité de vente</legend>
          <div className="flex gap-2">
            <ChoiceCards type="radio" options={SALE_UNITS} registration={register('saleUnit')} tone="primary" />
          </div>
        </fieldset>
        {piece && (
          <ArticleTextField
            form={form}
            name="averageWeightGrams"
            label="Poids moyen d’une pièce (g)"
            inputMode="numeric"
          />
        )}
      </div>
    </section>
  );
}
