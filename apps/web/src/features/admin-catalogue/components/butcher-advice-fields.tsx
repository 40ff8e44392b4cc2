import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import type { ArticleFormValues, GramsField } from '../lib/article-form-values';
import { ArticleTextField } from './article-text-field';

type Form = UseFormReturn<ArticleFormValues, unknown, FieldValues>;

type NumberInputProps = { form: Form; name: GramsField; label: string; help: string; unit?: 'g' | 'jours' };

/** A whole number typed with its unit shown after it: grams, or days (the shelf life). */
function GramsInput({ form, name, label, help, unit = 'g' }: NumberInputProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field tone="bold" id={name} label={label} hint={help} error={error}>
      {(props) => (
        <div className="relative">
          <input
            {...props}
            {...form.register(name)}
            inputMode="numeric"
            autoComplete="off"
            className={`${controlClass('lg')} ${unit === 'g' ? 'pr-10' : 'pr-16'}`}
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            {unit}
          </span>
        </div>
      )}
    </Field>
  );
}

/** "Le conseil du boucher": the quantities the shop proposes, and what makes the meat (issue 13). */
export function ButcherAdviceFields({ form }: { form: Form }) {
  const kg = form.watch('saleUnit') === 'kg';
  const cookingError = form.formState.errors.cookingAdvice?.message;
  return (
    <section aria-labelledby="article-advice" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="article-advice" className="text-lg font-bold">
        Le conseil du boucher
      </h2>
      <p className="text-sm text-gray-700">
        Ce que vous diriez au comptoir. Tout est facultatif&#x202F;: un champ vide n’est pas affiché aux clients.
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        {kg && (
          <>
            <GramsInput
              form={form}
              name="defaultQuantityGrams"
              label="Quantité proposée"
              help={'En grammes, multiple de 10\u00a0; vide\u00a0: 1\u00a0kg.'}
            />
            <GramsInput
              form={form}
              name="quantityStepGrams"
              label="Pas de quantité"
              help={'De combien le client ajoute ou retire\u00a0; vide\u00a0: 100\u00a0g.'}
            />
          </>
        )}
        <GramsInput
          form={form}
          name="gramsPerPerson"
          label="Portion par personne"
          help={'Pour l’aide «\u00a0Pour combien de personnes\u00a0?\u00a0»\u00a0; vide\u00a0: pas d’aide.'}
        />
        <GramsInput
          form={form}
          name="shelfLifeDays"
          label="Durée de conservation"
          unit="jours"
          help={
            'De 1 à 60\u00a0jours après le jour de la commande, imprimée sur l’étiquette\u00a0; vide\u00a0: aucune date.'
          }
        />
      </div>
      {!kg && (
        <p className="text-sm text-gray-700">
          {'À la pièce, le client choisit un nombre de pièces\u00a0: pas de quantité ni de pas en grammes.'}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <ArticleTextField
          form={form}
          name="breed"
          label="Race"
          hint="60 caractères au plus."
          placeholder="Charolaise"
        />
        <ArticleTextField
          form={form}
          name="maturation"
          label="Maturation"
          hint="120 caractères au plus."
          placeholder="Maturée 21 jours sur l’os"
        />
        <ArticleTextField
          form={form}
          name="farm"
          label="Élevage ou région"
          hint="120 caractères au plus."
          placeholder="GAEC du Haut-Chemin, Saulnois (Moselle)"
        />
        <ArticleTextField
          form={form}
          name="labels"
          label="Labels"
          hint={'Séparés par des virgules, 6 au plus.'}
          placeholder="Label Rouge, IGP"
        />
      </div>
      <Field
        tone="bold"
        id="cookingAdvice"
        label="Conseil de cuisson"
        hint={'1\u00a0000 caractères au plus.'}
        error={cookingError}
      >
        {(props) => (
          <textarea
            {...props}
            {...form.register('cookingAdvice')}
            rows={3}
            placeholder="Sortir la viande 30 minutes avant, saisir à feu vif…"
            className={`${controlClass('lg')} py-2`}
          />
        )}
      </Field>
    </section>
  );
}
