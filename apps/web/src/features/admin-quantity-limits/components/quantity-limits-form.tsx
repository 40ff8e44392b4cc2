import { type QuantityLimits, UpdateQuantityLimitsRequest } from '@boucherie/contract';
import { useState } from 'react';
import { FormEnd } from '../../../components/ui/form-end';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useUpdateQuantityLimits } from '../api/update-quantity-limits';

type Name = keyof QuantityLimits;
type Values = Record<Name, string>;

/** The four ceilings, by customer then unit, as the owner thinks of them. */
const FIELDS: { name: Name; label: string; unit: string }[] = [
  { name: 'particulierKg', label: 'Particulier, article au poids', unit: 'kg' },
  { name: 'particulierPieces', label: 'Particulier, article à la pièce', unit: 'pièces' },
  { name: 'proKg', label: 'Professionnel, article au poids', unit: 'kg' },
  { name: 'proPieces', label: 'Professionnel, article à la pièce', unit: 'pièces' },
];

const toValues = (limits: QuantityLimits): Values => ({
  particulierKg: String(limits.particulierKg),
  particulierPieces: String(limits.particulierPieces),
  proKg: String(limits.proKg),
  proPieces: String(limits.proPieces),
});

/** "12" → 12; anything else is no number, which the contract's rule names in French. */
const toNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const toRequest = (values: Values) => ({
  particulierKg: toNumber(values.particulierKg),
  particulierPieces: toNumber(values.particulierPieces),
  proKg: toNumber(values.proKg),
  proPieces: toNumber(values.proPieces),
});

/**
 * How much of one article a customer's line may hold: beyond it, the cart, the order and the standing order
 * refuse and give the number to call (issue 30).
 */
export function QuantityLimitsForm({ limits }: { limits: QuantityLimits }) {
  const form = useZodForm<Values, typeof UpdateQuantityLimitsRequest>(
    UpdateQuantityLimitsRequest,
    toValues(limits),
    toRequest,
  );
  const update = useUpdateQuantityLimits();
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      form.reset(toValues(await update.mutateAsync(request)));
      void showToast('success', 'Quantités maximales enregistrées.');
    } catch (error) {
      const names = FIELDS.map((f) => f.name);
      setFormError(applyServerErrors(error, names, form.setError, 'L’enregistrement a échoué. Vérifiez la connexion.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, unit }) => (
          <TextField
            size="lg"
            key={name}
            id={`quantity-limit-${name}`}
            label={`${label} (${unit})`}
            inputMode="numeric"
            autoComplete="off"
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </div>
      <FormEnd error={formError} submitting={isSubmitting} label="Enregistrer les quantités" />
    </form>
  );
}
