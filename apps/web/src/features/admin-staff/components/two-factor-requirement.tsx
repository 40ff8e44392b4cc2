import { SecuritySettings } from '@boucherie/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { Form } from '../../../lib/forms/form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useUpdateSecuritySettings } from '../api/security-settings';

type Props = { settings: SecuritySettings };

/**
 * The owner's choice (ADR 045): everyone who can refund (credit notes, refunds: the owner's role) must turn on
 * the second factor; until then their back office only leads them to it.
 */
export function TwoFactorRequirement({ settings }: Props) {
  const form = useZodForm<SecuritySettings, typeof SecuritySettings>(SecuritySettings, settings);
  const update = useUpdateSecuritySettings();
  const [alert, setAlert] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(saved);
      void showToast(
        'success',
        saved.requireTwoFactorForRefunds
          ? 'La double authentification est désormais exigée pour les comptes qui peuvent rembourser.'
          : 'La double authentification n’est plus exigée.',
      );
    } catch (error) {
      form.reset(settings);
      setAlert(isApiError(error) ? error.message : 'L’enregistrement a échoué. Vérifiez la connexion.');
    }
  });

  return (
    <Form form={form} onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <input
          id="require-two-factor"
          type="checkbox"
          aria-describedby={`require-two-factor-help${alert ? ' require-two-factor-error' : ''}`}
          className="mt-1 size-6 shrink-0 accent-primary-700"
          {...form.register('requireTwoFactorForRefunds', { onChange: () => void submit() })}
        />
        <div>
          <label htmlFor="require-two-factor" className="font-medium text-gray-900">
            Exiger la double authentification pour tous ceux qui peuvent rembourser
          </label>
          <p id="require-two-factor-help" className="text-sm text-gray-700">
            Les gérants (avoirs, remboursements) devront saisir un code de leur téléphone à chaque connexion. Sans
            double authentification, l’espace boutique ne leur proposera que de l’activer. Activez-la d’abord pour
            vous-même dans{' '}
            <Link to="/admin/securite" className="font-semibold text-primary-800 underline">
              Sécurité
            </Link>
            .
          </p>
        </div>
      </div>
      {alert && (
        <p
          id="require-two-factor-error"
          role="alert"
          className="flex gap-1.5 rounded-lg bg-red-50 p-3 font-medium text-red-800"
        >
          <span aria-hidden="true">⚠</span>
          <span>{alert}</span>
        </p>
      )}
    </Form>
  );
}
