import { ALLERGENS } from '@boucherie/contract';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ArticleFormValues } from '../lib/article-form-values';
import { ArticleTextField } from './article-text-field';
import { ChoiceCards } from './choice-cards';

/**
 * What the law asks the label and the delivery note to carry about the meat: its origin (born, raised,
 * slaughtered), the lot it comes from (copied onto each weighed line), and the 14 regulated allergens as a
 * checklist. The lot lives here, beside the origin: both trace the meat, neither is the butcher's advice.
 */
export function TraceabilityFields({ form }: { form: UseFormReturn<ArticleFormValues, unknown, FieldValues> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const origin = [
    ['originBorn', 'Né en'],
    ['originRaised', 'Élevé en'],
    ['originSlaughtered', 'Abattu en'],
  ] as const;
  return (
    <section aria-labelledby="article-origin" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="article-origin" className="text-lg font-bold">
        Origine et allergènes
      </h2>
      <p className="text-sm text-gray-700">
        {'Origine\u00a0: les trois champs, ou aucun (viandes sans traçabilité obligatoire).'}
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        {origin.map(([name, label]) => (
          <ArticleTextField form={form} key={name} name={name} label={label} placeholder="France" />
        ))}
      </div>
      <ArticleTextField
        form={form}
        name="lotNumber"
        label="Numéro de lot"
        hint={
          'Le lot de la viande en vente, repris sur chaque ligne pesée et sur le bon de livraison\u00a0; vide\u00a0: pas de lot.'
        }
        placeholder="L2026-1147"
        autoComplete="off"
        inputClassName="md:max-w-xs"
      />
      <fieldset aria-describedby={errors.allergens ? 'allergens-error' : undefined}>
        <legend className="font-semibold">Allergènes</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          <ChoiceCards
            type="checkbox"
            options={Object.entries(ALLERGENS)}
            registration={register('allergens')}
            tone="amber"
          />
        </div>
        {errors.allergens?.message && (
          <p id="allergens-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.allergens.message}
          </p>
        )}
      </fieldset>
    </section>
  );
}
