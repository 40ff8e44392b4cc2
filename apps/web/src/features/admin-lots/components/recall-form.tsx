import { LotRecallRequest, type LotRecallResponse } from '@boucherie/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { Form } from '../../../lib/forms/form';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRecallLot } from '../api/recall-lot';

type Values = { message: string };

/** A first draft, short enough for one SMS with the lot and the order's number around it (ADR 054). */
const DRAFT =
  'Par précaution, ne consommez pas cette viande. Rapportez-la à la boutique\u00a0: nous vous la remboursons.';

const plural = (n: number, one: string, many: string) => (n > 1 ? `${n} ${many}` : `${n} ${one}`);

/** What the server answered, in words: sent now, or already sent (each customer is told once). */
export function recallOutcome({ told, alreadyTold }: LotRecallResponse): string {
  if (told === 0 && alreadyTold > 0) {
    return `Ce rappel avait déjà été envoyé\u00a0: ${plural(alreadyTold, 'client l’a reçu', 'clients l’ont reçu')}, personne ne le reçoit deux fois.`;
  }
  const sent = `Rappel envoyé par SMS et e-mail à ${plural(told, 'client', 'clients')}.`;
  return alreadyTold > 0 ? `${sent} ${plural(alreadyTold, 'autre l’avait', 'autres l’avaient')} déjà reçu.` : sent;
}

/**
 * The recall's message, sent after a confirmation to every customer who bought from the lot (one SMS and one
 * e-mail each, once). The server's answer stays on screen: a second send says it had been sent already.
 */
export function RecallForm({ lotId, code, customers }: { lotId: number; code: string; customers: number }) {
  const id = useId();
  const form = useZodForm<Values, typeof LotRecallRequest>(LotRecallRequest, { message: DRAFT });
  const messages = fieldMessages(form.formState.errors);
  const recall = useRecallLot(lotId);
  const [outcome, setOutcome] = useState<LotRecallResponse | null>(null);
  const [formError, setFormError] = useState('');
  // Each answer closes the question (a new one for the next send) and takes the focus, so it is read out.
  const [sends, setSends] = useState(0);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sends > 0) outcomeRef.current?.focus();
  }, [sends]);

  const submit = form.handleSubmit(async (body) => {
    setFormError('');
    try {
      setOutcome(await recall.mutateAsync(body));
      setSends((n) => n + 1);
    } catch (failure) {
      const other = applyServerErrors(failure, ['message'], form.setError, 'Le rappel n’a pas pu être envoyé.');
      if (other) setFormError(other);
    }
  });

  return (
    <Form form={form} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        tone="bold"
        id={`${id}-message`}
        label="Message aux clients"
        hint={`Envoyé par SMS et par e-mail, avec le numéro du lot ${code} et celui de la commande.`}
        error={messages.message}
      >
        {(a11y) => <textarea rows={4} className={controlClass('lg', 'py-2')} {...form.register('message')} {...a11y} />}
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {formError}
        </p>
      )}
      <div role="status">
        {outcome && (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            className="rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          >
            {recallOutcome(outcome)}
          </p>
        )}
      </div>
      <ConfirmInline
        key={sends}
        triggerLabel="Envoyer le rappel…"
        triggerClassName={buttonClass('danger', 'xl', 'self-start')}
        question={`Envoyer le rappel du lot ${code} à ${plural(customers, 'client', 'clients')}\u00a0?`}
        detail="Chacun reçoit un SMS et un e-mail, une seule fois. Un envoi ne se reprend pas."
        busy={recall.isPending}
        confirm={
          <button type="submit" disabled={recall.isPending} className={buttonClass('danger', 'md')}>
            {recall.isPending ? 'Envoi…' : 'Oui, envoyer le rappel'}
          </button>
        }
      />
    </Form>
  );
}
