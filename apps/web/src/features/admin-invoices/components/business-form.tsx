import {
  type BusinessIdentity,
  PAYMENT_TERMS,
  PAYMENT_TERMS_TEXT,
  UpdateBusinessIdentityRequest,
} from '@boucherie/contract';
import { useState } from 'react';
import { FormEnd } from '../../../components/ui/form-end';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors, readServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useUpdateBusiness } from '../api/update-business';

type Values = Omit<UpdateBusinessIdentityRequest, 'capital'> & { capital: string };
type Name = keyof Values;

const FIELDS: { name: Name; label: string; help?: string; wide?: boolean; inputMode?: 'numeric' | 'decimal' }[] = [
  { name: 'legalName', label: 'Raison sociale', wide: true },
  { name: 'tradeName', label: 'Nom commercial' },
  { name: 'legalForm', label: 'Forme juridique', help: 'SARL, SAS, EURL, EI…' },
  {
    name: 'capital',
    label: 'Capital social (€)',
    inputMode: 'decimal',
    help: 'Sans objet pour une entreprise individuelle.',
  },
  { name: 'street', label: 'Adresse du siège', wide: true },
  { name: 'postCode', label: 'Code postal', inputMode: 'numeric' },
  { name: 'city', label: 'Ville' },
  { name: 'siren', label: 'SIREN', inputMode: 'numeric', help: '9 chiffres.' },
  { name: 'siret', label: 'SIRET du siège', inputMode: 'numeric', help: '14 chiffres, commence par le SIREN.' },
  {
    name: 'registration',
    label: 'Immatriculation (RCS ou RM)',
    help: 'Par exemple «\u00a0RCS Metz 832 457 915\u00a0».',
  },
  { name: 'vatNumber', label: 'Numéro de TVA intracommunautaire' },
  { name: 'iban', label: 'IBAN', wide: true },
  { name: 'bic', label: 'BIC' },
  { name: 'email', label: 'E-mail de facturation' },
  { name: 'phone', label: 'Téléphone' },
  {
    name: 'invoiceFooter',
    label: 'Pied de facture',
    wide: true,
    help: 'Une phrase imprimée au bas de chaque facture.',
  },
];

const toValues = (b: BusinessIdentity): Values => ({
  legalName: b.legalName,
  tradeName: b.tradeName,
  legalForm: b.legalForm,
  capital: b.capital === null ? '' : String(b.capital).replace('.', ','),
  street: b.street,
  postCode: b.postCode,
  city: b.city,
  siren: b.siren,
  siret: b.siret,
  registration: b.registration,
  vatNumber: b.vatNumber,
  iban: b.iban,
  bic: b.bic,
  email: b.email,
  phone: b.phone,
  invoiceFooter: b.invoiceFooter,
  defaultProTerms: b.defaultProTerms,
});

/** "12 000,50" → 12000.5; empty: no capital (an individual business); anything else is refused by name. */
const toRequest = (values: Values) => {
  const capital = values.capital.trim() === '' ? null : Number(values.capital.replace(/\s/g, '').replace(',', '.'));
  return { ...values, capital };
};

/**
 * The owner's form: every field may be saved while incomplete (the contract lets a field stay empty); what is
 * typed is checked by the contract's rules as it is typed, and again by the server.
 */
export function BusinessForm({ business }: { business: BusinessIdentity }) {
  const form = useZodForm<Values, typeof UpdateBusinessIdentityRequest>(
    UpdateBusinessIdentityRequest,
    toValues(business),
    toRequest,
  );
  const update = useUpdateBusiness();
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async () => {
    setFormError(undefined);
    try {
      // The form's own values, as typed: the server's rules read them as the contract's did here.
      const saved = await update.mutateAsync(toRequest(form.getValues()));
      form.reset(toValues(saved));
      void showToast(
        'success',
        saved.complete
          ? 'Identité enregistrée\u00a0: les factures peuvent être émises.'
          : 'Identité enregistrée, encore incomplète.',
      );
    } catch (error) {
      const names = [...FIELDS.map((f) => f.name), 'defaultProTerms'];
      const other = applyServerErrors(error, names, form.setError, 'L’enregistrement a échoué. Vérifiez la connexion.');
      const flagged = isApiError(error) && readServerErrors(error, names).fieldErrors.length > 0;
      setFormError(flagged ? 'Corrigez les champs signalés.' : other);
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {FIELDS.map((f) => (
        <TextField
          size="lg"
          key={f.name}
          id={`business-${f.name}`}
          label={f.label}
          hint={f.help}
          inputMode={f.inputMode}
          className={f.wide ? 'md:col-span-2' : undefined}
          error={errors[f.name]?.message}
          {...form.register(f.name)}
        />
      ))}
      <div>
        <label htmlFor="business-terms" className="mb-1 block font-medium text-gray-900">
          Conditions de paiement des professionnels
        </label>
        <select
          id="business-terms"
          {...form.register('defaultProTerms')}
          className="h-12 w-full rounded-lg border border-gray-400 bg-white px-3 text-base"
        >
          {PAYMENT_TERMS.map((t) => (
            <option key={t} value={t}>
              {PAYMENT_TERMS_TEXT[t]}
            </option>
          ))}
        </select>
      </div>
      <FormEnd error={formError} submitting={isSubmitting} label="Enregistrer l’identité" grid />
    </form>
  );
}
