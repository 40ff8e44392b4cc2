import { type ArticleQuotasResponse, PutArticleQuotasRequest } from '@boucherie/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormEnd } from '../../../components/ui/form-end';
import { TextField } from '../../../components/ui/text-field';
import { Select } from '../../../components/ui/text-input';
import { formatDate, formatQuantity } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useArticleQuotas } from '../api/get-article-quotas';
import { type QuotaHoliday, useQuotaHolidays } from '../api/get-quota-holidays';
import { useUpdateArticleQuotas } from '../api/update-article-quotas';

type Row = { date: string; quantity: string; holidayId: number | null };
type Values = { quotas: Row[] };

// The form's rows under one key, so that each row's messages land on its own fields.
const Schema = z.object({ quotas: PutArticleQuotasRequest });

const toValues = (data: ArticleQuotasResponse): Values => ({
  quotas: data.items.map((q) => ({
    date: q.date,
    quantity: String(q.quantity).replace('.', ','),
    holidayId: q.holidayId,
  })),
});
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.').replace(/\s/g, '')));
const toRequest = (values: Values) => ({
  quotas: values.quotas.map((row) =>
    row.holidayId === null
      ? { date: row.date, quantity: number(row.quantity) }
      : { holidayId: row.holidayId, quantity: number(row.quantity) },
  ),
});

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'long');

type FormProps = { articleId: number; data: ArticleQuotasResponse; holidays: QuotaHoliday[] };

function QuotasForm({ articleId, data, holidays }: FormProps) {
  const form = useZodForm<Values, typeof Schema>(Schema, toValues(data), toRequest);
  const rows = useFieldArray({ control: form.control, name: 'quotas' });
  const update = useUpdateArticleQuotas(articleId);
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const unit = data.saleUnit === 'kg' ? 'kg' : 'pièces';
  const left = new Map(data.items.map((q) => [q.date, q.remaining]));
  const watched = form.watch('quotas');
  // The shops' holidays from today on, and the rows' own (kept even when another shop's day names it).
  const own = data.items.flatMap((q) =>
    q.holidayId !== null && q.holidayLabel !== null ? [{ id: q.holidayId, date: q.date, label: q.holidayLabel }] : [],
  );
  const holidayChoices = [...holidays, ...own.filter((o) => !holidays.some((h) => h.id === o.id))];
  const chooseHoliday = (i: number, id: number) => {
    const holiday = holidayChoices.find((h) => h.id === id);
    if (!holiday) return;
    form.setValue(`quotas.${i}.holidayId`, holiday.id);
    form.setValue(`quotas.${i}.date`, holiday.date, { shouldValidate: true });
  };

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      form.reset(toValues(await update.mutateAsync(request.quotas)));
      void showToast('success', 'Quantités par jour enregistrées.');
    } catch (error) {
      setFormError(applyServerErrors(error, [], form.setError, 'L’enregistrement a échoué. Vérifiez la connexion.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      {rows.fields.length === 0 && (
        <p className="text-gray-700">{'Aucune limite\u00a0: l’article se vend sans compter.'}</p>
      )}
      {rows.fields.map((row, i) => {
        const date = watched[i]?.date ?? '';
        const remaining = left.get(date);
        return (
          <div key={row.id} className="grid grid-cols-2 items-end gap-2 rounded-lg bg-gray-50 p-3">
            {watched[i]?.holidayId === null ? (
              <TextField
                className="col-span-2"
                id={`quota-${i}-date`}
                label="Jour"
                type="date"
                error={errors.quotas?.[i]?.date?.message}
                {...form.register(`quotas.${i}.date`)}
              />
            ) : (
              <Field
                id={`quota-${i}-holiday`}
                label="Jour de fête"
                className="col-span-2"
                error={errors.quotas?.[i]?.holidayId?.message ?? errors.quotas?.[i]?.date?.message}
              >
                {(a11y) => (
                  <Select
                    {...a11y}
                    value={String(watched[i]?.holidayId ?? '')}
                    onChange={(event) => chooseHoliday(i, Number(event.target.value))}
                  >
                    {holidayChoices.map((h) => (
                      <option key={h.id} value={h.id}>{`${h.label} — ${day(h.date)}`}</option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
            <TextField
              id={`quota-${i}-quantity`}
              label={`Quantité (${unit})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors.quotas?.[i]?.quantity?.message}
              {...form.register(`quotas.${i}.quantity`)}
            />
            <button
              type="button"
              className={`${buttonClass('secondary', 'md')} justify-self-end`}
              onClick={() => rows.remove(i)}
            >
              Retirer<span className="sr-only">{` le jour ${date}`}</span>
            </button>
            <p className="col-span-2 text-sm text-gray-700" data-testid="quota-left">
              {remaining === undefined
                ? 'Nouveau jour'
                : `Reste ${formatQuantity(remaining, data.saleUnit)} le ${formatDate(`${date}T12:00:00Z`, 'dayMonth')}`}
            </p>
          </div>
        );
      })}
      <button
        type="button"
        className={`${buttonClass('secondary', 'lg')} self-start`}
        onClick={() => rows.append({ date: '', quantity: '', holidayId: null })}
      >
        Ajouter un jour
      </button>
      {holidays[0] && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'lg')} self-start`}
          onClick={() => {
            const first = holidays[0] as QuotaHoliday;
            rows.append({ date: first.date, quantity: '', holidayId: first.id });
          }}
        >
          Ajouter un jour de fête
        </button>
      )}
      <FormEnd error={formError} submitting={isSubmitting} label="Enregistrer les quantités" />
    </form>
  );
}

/**
 * The owner's block of quotas per day (issue 40): how much the business sells of the article on a day, in its
 * sale unit, with what the orders leave of it. Staff, who may not set them, see nothing.
 */
export function ArticleQuotas({ articleId }: { articleId: number }) {
  const quotas = useArticleQuotas(articleId);
  const holidays = useQuotaHolidays();
  if (!quotas.data) return null;
  return (
    <section
      aria-labelledby="quotas-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="quotas-title" className="text-lg font-bold text-gray-900">
        Quantités à vendre par jour
      </h2>
      <p className="text-sm text-gray-700">
        {
          'Au-delà, la commande est refusée («\u00a0Épuisé\u00a0»)\u00a0; une commande annulée ou réduite rend sa quantité.'
        }
      </p>
      <QuotasForm
        key={JSON.stringify(quotas.data)}
        articleId={articleId}
        data={quotas.data}
        holidays={holidays.data ?? []}
      />
    </section>
  );
}
