import { CreateLotRequest, isBovine, LOT_CATEGORIES, LOT_SPECIES, type Lot } from '@boucherie/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, TextInput } from '../../../components/ui/text-input';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { Form } from '../../../lib/forms/form';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useSaveLot } from '../api/save-lot';
import {
  countryOptions,
  LOT_FIELDS,
  type LotFormValues,
  lotChangesOf,
  lotFormValuesOf,
  lotRequestOf,
  SPECIES_NAMES,
} from '../lib/lot-form-values';

type Props = {
  /** The lot to change; null: a new one from a ticket. */
  lot: Lot | null;
  onDone: (lot: Lot) => void;
  onCancel?: () => void;
};

type TextName = Exclude<keyof LotFormValues, 'species' | 'category'>;

/**
 * The slaughterhouse ticket, field by field: checked by the contract's request as it is typed (a bovine's
 * national ID and country of birth included), the server's French messages put back under their fields. A
 * change sends only what changed; the server checks the lot as it becomes.
 */
export function LotForm({ lot, onDone, onCancel }: Props) {
  const id = useId();
  const initial = lotFormValuesOf(lot);
  const form = useZodForm<LotFormValues, typeof CreateLotRequest>(CreateLotRequest, initial, lotRequestOf);
  const { register, handleSubmit, watch } = form;
  const messages = fieldMessages(form.formState.errors);
  const save = useSaveLot();
  const [formError, setFormError] = useState('');
  const bovine = isBovine(watch('species'));

  const submit = handleSubmit(async (checked) => {
    setFormError('');
    // What the contract made of the fields (« fr 57.463.001 ce » upper-cased…), compared with the lot as read.
    const before = lot ? CreateLotRequest.safeParse(lotRequestOf(initial)) : null;
    const body = before ? lotChangesOf(before.success ? before.data : lotRequestOf(initial), checked) : checked;
    if (lot && Object.keys(body).length === 0) {
      onDone(lot);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: lot?.id ?? null, body });
      void showToast('success', lot ? `Lot ${saved.code} modifié.` : `Lot ${saved.code} enregistré.`);
      onDone(saved);
    } catch (failure) {
      const other = applyServerErrors(failure, LOT_FIELDS, form.setError, 'Le lot n’a pas pu être enregistré.');
      if (other) setFormError(other);
    }
  });

  const text = (name: TextName, label: string, more: { hint?: string; placeholder?: string; type?: string } = {}) => (
    <Field tone="bold" id={`${id}-${name}`} label={label} hint={more.hint} error={messages[name]}>
      {(a11y) => (
        <TextInput
          size="lg"
          autoComplete="off"
          type={more.type ?? 'text'}
          placeholder={more.placeholder}
          {...register(name)}
          {...a11y}
        />
      )}
    </Field>
  );
  const country = (name: 'bornIn' | 'raisedIn' | 'slaughteredIn' | 'cutIn', label: string, optional = false) => (
    <Field tone="bold" id={`${id}-${name}`} label={label} optional={optional} error={messages[name]}>
      {(a11y) => (
        <Select size="lg" {...register(name)} {...a11y}>
          {optional && <option value="">Non précisé</option>}
          {countryOptions().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <Form form={form} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-lg font-bold">L’animal ou le lot</legend>
        <Field tone="bold" id={`${id}-species`} label="Espèce" error={messages.species}>
          {(a11y) => (
            <Select size="lg" {...register('species', { deps: ['nationalId', 'bornIn'] })} {...a11y}>
              {LOT_SPECIES.map((species) => (
                <option key={species} value={species}>
                  {SPECIES_NAMES[species]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('breed', 'Race', { placeholder: 'Charolaise' })}
        <Field tone="bold" id={`${id}-category`} label="Catégorie" error={messages.category}>
          {(a11y) => (
            <Select size="lg" {...register('category')} {...a11y}>
              {LOT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category.charAt(0).toUpperCase() + category.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('nationalId', 'Numéro national', {
          hint: bovine
            ? 'Le numéro de la boucle\u00a0: «\u00a0FR\u00a0» et 10 chiffres.'
            : 'Facultatif pour un lot de porc, d’agneau ou de volaille.',
          placeholder: 'FR5712345678',
        })}
        {text('breeder', 'Éleveur', { placeholder: 'GAEC des Trois Chênes' })}
        {text('breederTown', 'Commune de l’éleveur', { placeholder: 'Morhange (57)' })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-4">
        <legend className="mb-2 text-lg font-bold">Origine</legend>
        {country('bornIn', 'Né en', !bovine)}
        {country('raisedIn', 'Élevé en')}
        {country('slaughteredIn', 'Abattu en')}
        {country('cutIn', 'Découpé en')}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Abattage et découpe</legend>
        {text('slaughterhouseApproval', 'Agrément de l’abattoir', { placeholder: 'FR 57.463.001 CE' })}
        {text('cuttingPlantApproval', 'Agrément de l’atelier de découpe', { placeholder: 'FR 57.463.002 CE' })}
        {text('slaughterDate', 'Date d’abattage', { type: 'date' })}
        {text('maturationDays', 'Maturation (jours)', { hint: '0 à 120 jours.' })}
      </fieldset>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'xl')}>
          {save.isPending ? 'Enregistrement…' : lot ? 'Enregistrer les changements' : 'Enregistrer le lot'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg')}>
            Annuler
          </button>
        )}
      </div>
    </Form>
  );
}
