import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CheckboxCard } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import type { ArticleFormValues } from '../lib/article-form-values';

const money = { inputMode: 'decimal' as const, autoComplete: 'off', placeholder: '0,00' };

/** Consumer price TTC, pro price HT, VAT, and a discount with its start and end (Paris time). */
export function PriceFields({ form }: { form: UseFormReturn<ArticleFormValues, unknown, FieldValues> }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const perUnit = watch('saleUnit') === 'kg' ? 'le kilo' : 'la pièce';
  return (
    <section aria-labelledby="article-prices" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="article-prices" className="text-lg font-bold">
        Prix
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <Field tone="bold" id="pricePerUnit" label={`Prix TTC (€, ${perUnit})`} error={errors.pricePerUnit?.message}>
          {(props) => <input {...props} {...money} {...register('pricePerUnit')} className={controlClass('lg')} />}
        </Field>
        <Field
          tone="bold"
          id="purchasePricePerUnit"
          label={`Prix pro HT (€, ${perUnit})`}
          error={errors.purchasePricePerUnit?.message}
        >
          {(props) => (
            <input {...props} {...money} {...register('purchasePricePerUnit')} className={controlClass('lg')} />
          )}
        </Field>
        <Field tone="bold" id="vatRate" label="TVA" error={errors.vatRate?.message}>
          {(props) => (
            <select {...props} {...register('vatRate')} className={controlClass('lg')}>
              <option value="5.5">{'5,5\u00a0%'}</option>
              <option value="10">{'10\u00a0%'}</option>
              <option value="20">{'20\u00a0%'}</option>
            </select>
          )}
        </Field>
      </div>
      <CheckboxCard
        label="Remise"
        hint="Le prix barré affiché est le plus bas des 30 derniers jours, calculé par la boutique."
        {...register('hasDiscount')}
      />
      {watch('hasDiscount') && (
        <div className="grid gap-3 md:grid-cols-2">
          <Field tone="bold" id="discountedPrice" label="Prix remisé TTC (€)" error={errors.discountedPrice?.message}>
            {(props) => <input {...props} {...money} {...register('discountedPrice')} className={controlClass('lg')} />}
          </Field>
          <Field
            tone="bold"
            id="discountedPurchasePricePerUnit"
            label="Prix pro remisé HT (€, facultatif)"
            error={errors.discountedPurchasePricePerUnit?.message}
          >
            {(props) => (
              <input
                {...props}
                {...money}
                {...register('discountedPurchasePricePerUnit')}
                className={controlClass('lg')}
              />
            )}
          </Field>
          <Field
            tone="bold"
            id="discountStartsAt"
            label="Début (heure de Paris)"
            hint={'Vide\u00a0: tout de suite.'}
            error={errors.discountStartsAt?.message}
          >
            {(props) => (
              <input
                {...props}
                type="datetime-local"
                {...register('discountStartsAt')}
                className={controlClass('lg')}
              />
            )}
          </Field>
          <Field
            tone="bold"
            id="discountEndsAt"
            label="Fin (heure de Paris)"
            hint={'Vide\u00a0: jusqu’à ce que vous la retiriez.'}
            error={errors.discountEndsAt?.message}
          >
            {(props) => (
              <input {...props} type="datetime-local" {...register('discountEndsAt')} className={controlClass('lg')} />
            )}
          </Field>
        </div>
      )}
    </section>
  );
}
