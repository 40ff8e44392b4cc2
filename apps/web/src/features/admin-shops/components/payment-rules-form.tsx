import {
  NO_SHOW_RULES,
  type NoShowRule,
  type PaymentPolicy,
  type ShopCalendar,
  UpdateShopRequest,
} from '@boucherie/contract';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/text-input';
import { updateShop } from '../api/update-shop';
import { useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarSettingsForm } from './calendar-parts';
import { PaymentPolicyOptions } from './payment-policy-options';

const NO_SHOW_TEXT: Record<NoShowRule, string> = {
  release: 'Lever le blocage (rien n’est prélevé)',
  capture: 'Prélever le montant bloqué',
};

/** The law's rule (Code du travail R. 3262-8 and R. 3262-10) and the shop's, as the checkout applies it. */
export const MEAL_VOUCHER_RULE =
  'Au plus 25\u00a0€ par jour et par client, ni le dimanche ni les jours fériés, et seulement pour la viande crue ' +
  'et les articles cochés «\u00a0Payable en titres-restaurant\u00a0»\u00a0; jamais les frais de livraison. ' +
  'Le reste de la commande se paie par carte.';

/**
 * How the shop's orders are paid (ADR 049): at the shop, online or at the shop, online only; what becomes
 * of a card's hold when nobody collects the order (a holiday day may say otherwise, « Commandes de fêtes »);
 * and whether customers may pay part of an order online in titres-restaurant (ADR 073). The rule itself is
 * the contract's (mealVoucherSplit): the hint only says it, so the owner knows what ticking the box allows.
 */
export function PaymentRulesForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const change = useCalendarForm({
    defaultValues: {
      paymentPolicy: shop.paymentPolicy as string,
      noShowRule: shop.noShowRule as string,
      acceptsMealVouchers: shop.acceptsMealVouchers,
    },
    toBody: (values) => ({
      paymentPolicy: values.paymentPolicy as PaymentPolicy,
      noShowRule: values.noShowRule as NoShowRule,
      acceptsMealVouchers: values.acceptsMealVouchers,
    }),
    schema: UpdateShopRequest,
    send: (body) => updateShop(shop.id, body),
    success: 'Les règles de paiement sont enregistrées.',
    after: (saved) => saved,
  });
  return (
    <CalendarSettingsForm
      id="payment-title"
      title="Paiement"
      legend="Comment les clients paient, et ce que devient une commande non retirée"
      calendar={change}
      canEdit={canEdit}
      fieldsetClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
      submitLabel="Enregistrer les règles de paiement"
    >
      <Field
        tone="office"
        id="payment-policy"
        label="Paiement des commandes"
        hint="Les professionnels gardent leurs conditions de paiement (sur facture)."
        error={change.error('paymentpolicy')}
      >
        {(a11y) => (
          <Select size="lg" {...change.form.register('paymentPolicy')} {...a11y}>
            <PaymentPolicyOptions />
          </Select>
        )}
      </Field>
      <Field
        tone="office"
        id="payment-no-show"
        label="Commande payée en ligne et non retirée"
        hint="Les conditions générales de vente le disent au client avant qu’il paie."
        error={change.error('noshowrule')}
      >
        {(a11y) => (
          <Select size="lg" {...change.form.register('noShowRule')} {...a11y}>
            {NO_SHOW_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {NO_SHOW_TEXT[rule]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checkbox
        id="payment-meal-vouchers"
        className="sm:col-span-2"
        label="Accepter les titres-restaurant en ligne"
        hint={MEAL_VOUCHER_RULE}
        {...change.form.register('acceptsMealVouchers')}
      />
    </CalendarSettingsForm>
  );
}
