import { addDays, ClosingDayOrders, type ClosingDayResponse, isoWeekday, type ShopCalendar } from '@boucherie/contract';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { TextInput } from '../../../components/ui/text-input';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { Form } from '../../../lib/forms/form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { addClosingDay } from '../api/add-closing-day';
import { useCalendarChange } from '../api/use-calendar-change';
import { formatDay } from '../lib/calendar-format';

/** The day a closing's orders are offered to move to: the first day after it that the shop opens. */
export function firstOpenDayAfter(shop: Pick<ShopCalendar, 'openingHours' | 'closingDays'>, date: string): string {
  for (let day = addDays(date, 1), n = 0; n < 366; day = addDays(day, 1), n++) {
    const hours = shop.openingHours.find((d) => d.weekday === isoWeekday(day));
    if (hours?.periods.length && !shop.closingDays.some((c) => c.date === day)) return day;
  }
  return addDays(date, 1);
}

const orders = (count: number) => (count > 1 ? `${count}\u00a0commandes` : 'la commande');

/** « 3 commandes déplacées au mardi 22 décembre », « 2 commandes annulées »: what the closing did. */
export function closedDayOrdersText(done: NonNullable<ClosingDayResponse['closedDayOrders']>): string {
  const what = done.count > 1 ? `${done.count}\u00a0commandes` : `${done.count}\u00a0commande`;
  const plural = done.count > 1 ? 's' : '';
  return done.action === 'move'
    ? `${what} déplacée${plural} au ${formatDay(done.to ?? '')}`
    : `${what} annulée${plural}, clients prévenus`;
}

type Props = {
  shop: ShopCalendar;
  closing: { date: string; reason: string; count: number };
  /** The closing is made: what it did, for the card's announced status line. */
  onDone: (text: string) => void;
};

/**
 * A closing refused because the day has orders (DAY_HAS_ORDERS): move them all to another day, or cancel
 * them all with a message to each customer; each asked once more before it is sent.
 */
export function ClosedDayOrdersChoice({ shop, closing, onDone }: Props) {
  const id = useId();
  const change = useCalendarChange(async (choice: ClosingDayOrders) => {
    const answer = await addClosingDay(shop.id, { date: closing.date, reason: closing.reason, orders: choice });
    if (answer.closedDayOrders) onDone(closedDayOrdersText(answer.closedDayOrders));
    return answer;
  }, 'Le jour de fermeture est enregistré.');
  const move = useZodForm(ClosingDayOrders, { to: firstOpenDayAfter(shop, closing.date) }, (v: { to: string }) => ({
    action: 'move',
    to: v.to,
  }));
  const cancel = useZodForm(
    ClosingDayOrders,
    { message: 'Boutique fermée exceptionnellement' },
    (v: { message: string }) => ({ action: 'cancel', message: v.message }),
  );
  const to = move.watch('to');
  const day = formatDay(closing.date);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-lg">
          {closing.count > 1 ? `${closing.count}\u00a0commandes ce jour-là` : '1\u00a0commande ce jour-là'}
        </h3>
        <p className="text-gray-800">
          Pour fermer le {day}, déplacez {orders(closing.count)} vers un autre jour, ou annulez-
          {closing.count > 1 ? 'les' : 'la'}. Chaque client est prévenu par SMS et par e-mail.
        </p>
      </div>
      <Form
        form={move}
        onSubmit={move.handleSubmit(
          () => void change.run({ action: 'move', to: move.getValues('to') }),
          focusFirstInvalid,
        )}
        className="flex flex-col gap-2"
      >
        <Field
          tone="office"
          id={`${id}-to`}
          label="Déplacer les commandes au…"
          error={move.formState.errors.to?.message ?? change.errors['orders.to']}
        >
          {(a11y) => <TextInput size="figures" type="date" {...move.register('to')} {...a11y} />}
        </Field>
        <ConfirmInline
          triggerLabel="Déplacer les commandes"
          triggerClassName={buttonClass('primary', 'lg', 'inline-flex items-center self-start')}
          toneClassName="border-primary-300 bg-white"
          question={`Déplacer ${orders(closing.count)} du ${day} au ${to ? formatDay(to) : '…'}\u00a0?`}
          detail={<p>La boutique sera fermée le {day}. Chaque client reçoit la nouvelle date.</p>}
          keepLabel="Non, ne rien changer"
          busy={change.pending}
          confirm={
            <button
              type="submit"
              disabled={change.pending}
              className={buttonClass('primary', 'lg', 'inline-flex items-center')}
            >
              Oui, déplacer
            </button>
          }
        />
      </Form>
      <Form
        form={cancel}
        onSubmit={cancel.handleSubmit(
          () => void change.run({ action: 'cancel', message: cancel.getValues('message') }),
          focusFirstInvalid,
        )}
        className="flex flex-col gap-2"
      >
        <Field
          tone="office"
          id={`${id}-message`}
          label="Message aux clients"
          error={cancel.formState.errors.message?.message ?? change.errors['orders.message']}
        >
          {(a11y) => <TextInput {...cancel.register('message')} {...a11y} />}
        </Field>
        <ConfirmInline
          triggerLabel="Annuler les commandes"
          triggerClassName={buttonClass('danger-secondary', 'lg', 'inline-flex items-center self-start')}
          question={`Annuler ${orders(closing.count)} du ${day}\u00a0?`}
          detail={<p>Les cartes ne sont pas débitées. Chaque client reçoit votre message.</p>}
          keepLabel="Non, garder les commandes"
          busy={change.pending}
          confirm={
            <button
              type="submit"
              disabled={change.pending}
              className={buttonClass('danger', 'lg', 'inline-flex items-center')}
            >
              Oui, annuler les commandes
            </button>
          }
        />
      </Form>
      <FieldError message={change.refusal} />
    </section>
  );
}
