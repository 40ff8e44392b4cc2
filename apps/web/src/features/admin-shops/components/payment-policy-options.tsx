import { PAYMENT_POLICIES, PAYMENT_POLICY_TEXT } from '@boucherie/contract';

/** The owner's payment rules as a select's options (a shop's, a holiday day's). */
export function PaymentPolicyOptions() {
  return PAYMENT_POLICIES.map((policy) => (
    <option key={policy} value={policy}>
      {PAYMENT_POLICY_TEXT[policy]}
    </option>
  ));
}
