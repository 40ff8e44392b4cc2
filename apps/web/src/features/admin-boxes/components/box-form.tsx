import { type Box, boxDepositCents, type LotsResponse, nominalWeightText, PutBoxRequest } from '@boucherie/contract';
import { type ComponentProps, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { FormEnd } from '../../../components/ui/form-end';
import { NamedOptions } from '../../../components/ui/named-options';
import { TextField } from '../../../components/ui/text-field';
import { Select } from '../../../components/ui/text-input';
import { formatDate, formatEuros } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { usePutArticleBox } from '../api/put-article-box';

/** The form's fields, named as the request's so that each message (the contract's, the server's) lands on its own. */
export type BoxValues = {
  lotId: string;
  boxCount: string;
  nominalWeightGrams: string;
  pricePerKgCents: string;
  distributionDate: string;
  shopId: string;
  depositPercent: string;
};
const FIELDS = [
  'lotId',
  'boxCount',
  'nominalWeightGrams',
  'pricePerKgCents',
  'distributionDate',
  'shopId',
  'depositPercent',
] as const;

/** « 5,5 » → 5.5; an empty field is no number, so the contract's message says what to write. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.').replace(/\s/g, '')));
const decimal = (value: number) => String(value).replace('.', ',');

/** The owner writes kilograms and euros; the API keeps grams and cents. */
export const toBoxRequest = (v: BoxValues) => ({
  lotId: number(v.lotId),
  boxCount: number(v.boxCount),
  nominalWeightGrams: Math.round(number(v.nominalWeightGrams) * 1000),
  pricePerKgCents: Math.round(number(v.pricePerKgCents) * 100),
  distributionDate: v.distributionDate,
  shopId: number(v.shopId),
  depositPercent: number(v.depositPercent),
});

export const boxValuesOf = (box: Box | null, firstShopId: number | undefined): BoxValues =>
  box
    ? {
        lotId: String(box.lot.id),
        boxCount: String(box.boxCount),
        nominalWeightGrams: decimal(box.nominalWeightGrams / 1000),
        pricePerKgCents: (box.pricePerKgCents / 100).toFixed(2).replace('.', ','),
        distributionDate: box.distributionDate,
        shopId: String(box.shopId),
        depositPercent: String(box.depositPercent),
      }
    : {
        lotId: '',
        boxCount: '',
        nominalWeightGrams: '5',
        pricePerKgCents: '',
        distributionDate: '',
        shopId: firstShopId === undefined ? '' : String(firstShopId),
        depositPercent: '30',
      };

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'dayMonth');

/** What the customer will read, as the owner types: « environ 5 kg, 94,50 €, acompte 28,35 € ». */
function Preview({ values }: { values: BoxValues }) {
  const parsed = PutBoxRequest.safeParse(toBoxRequest(values));
  if (!parsed.success) return null;
  const box = parsed.data;
  const nominal = Math.round((box.pricePerKgCents * box.nominalWeightGrams) / 1000);
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800" data-testid="box-preview">
      {`Le client lit\u00a0: ${nominalWeightText(box.nominalWeightGrams)}, ${formatEuros(nominal / 100)}, acompte ${formatEuros(boxDepositCents(box) / 100)} débité à la commande, retrait le ${day(box.distributionDate)}.`}
    </p>
  );
}

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'registration' | 'error' | 'inputMode' | 'form'> & {
  form: UseFormReturn<BoxValues, unknown, PutBoxRequest>;
  name: keyof BoxValues;
  /** Kilograms and euros take a comma (« 18,90 »): the decimal keypad; counts and percents the numeric one. */
  decimal?: boolean;
};

/** A figure of the box, written in French, checked by its own field of the request. */
function NumberField({ form, name, decimal = false, ...field }: NumberFieldProps) {
  return (
    <TextField
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      error={form.formState.errors[name]?.message}
      registration={form.register(name)}
      {...field}
    />
  );
}

type Props = {
  articleId: number;
  box: Box | null;
  lots: LotsResponse['items'];
  shops: readonly { id: number; name: string }[];
};

/** The box's seven fields; the server's refusals (a day before the slaughter, fewer boxes than sold) at their field. */
export function BoxForm({ articleId, box, lots, shops }: Props) {
  const form = useZodForm<BoxValues, typeof PutBoxRequest>(PutBoxRequest, boxValuesOf(box, shops[0]?.id), toBoxRequest);
  const put = usePutArticleBox(articleId);
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  // An animal still open, or the box's own even if closed since.
  const choices = lots.filter((lot) => lot.closedAt === null || lot.id === box?.lot.id);
  const sold = box?.sold ?? 0;
  // The selects are held by the form's values: a value set before their options exist would match none.
  const values = form.watch();

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      const saved = await put.mutateAsync(request);
      form.reset(boxValuesOf(saved, undefined));
      void showToast('success', box ? 'Colis enregistré.' : 'L’article se vend désormais en colis.');
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, form.setError, 'L’enregistrement a échoué. Vérifiez la connexion.'),
      );
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <Field id="box-lot" label="Animal (lot)" error={errors.lotId?.message}>
        {(a11y) => (
          <Select {...form.register('lotId')} value={values.lotId} {...a11y}>
            <option value="">Choisissez l’animal</option>
            {choices.map((lot) => (
              <option key={lot.id} value={lot.id}>
                {`${lot.code} — ${lot.breed} (${lot.category}), abattage le ${day(lot.slaughterDate)}`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <NumberField
        form={form}
        name="boxCount"
        id="box-count"
        label="Nombre de colis"
        hint={sold > 0 ? `${sold}\u00a0déjà vendus` : undefined}
      />
      <NumberField
        form={form}
        name="nominalWeightGrams"
        id="box-weight"
        label="Poids d’un colis (kg)"
        hint={'Le poids annoncé («\u00a0environ 5\u00a0kg\u00a0»)'}
        decimal
      />
      <NumberField form={form} name="pricePerKgCents" id="box-price" label="Prix au kilo (€)" decimal />
      <NumberField
        form={form}
        name="depositPercent"
        id="box-deposit"
        label="Acompte (%)"
        hint="Débité à la commande, le solde à la pesée"
        readOnly={sold > 0}
      />
      <TextField
        id="box-date"
        label="Jour de retrait"
        type="date"
        readOnly={sold > 0}
        error={errors.distributionDate?.message}
        {...form.register('distributionDate')}
      />
      <Field id="box-shop" label="Boutique de retrait" error={errors.shopId?.message}>
        {(a11y) => (
          <Select {...form.register('shopId')} value={values.shopId} {...a11y}>
            <option value="">Choisissez la boutique</option>
            <NamedOptions items={shops} />
          </Select>
        )}
      </Field>
      <Preview values={values} />
      <FormEnd error={formError} submitting={isSubmitting} label={box ? 'Enregistrer le colis' : 'Vendre en colis'} />
    </form>
  );
}
