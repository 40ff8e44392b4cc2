import { PhoneField } from '../../../components/phone-field';

type Props = {
  id: string;
  label: string;
  /** E.164 once valid; the text as typed while it is not a number yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  help?: string;
  autoComplete?: string;
};

// The shop's configuration of the phone field (PRODUCT.md): these countries, France first, mode auto.
const COUNTRIES = ['FR', 'LU', 'BE', 'DE'];

/** The one place the account forms meet the phone field: the server receives E.164. */
export function PhoneInput({ id, label, value, onChange, onBlur, error, help, autoComplete = 'tel' }: Props) {
  return (
    <PhoneField
      id={id}
      label={label}
      value={value}
      onChange={(result) => onChange(result.e164 || result.formatted)}
      onBlur={onBlur}
      error={error}
      help={help}
      autoComplete={autoComplete}
      onlyCountries={COUNTRIES}
      preferredCountries={COUNTRIES}
      mode="auto"
      validCharactersOnly
    />
  );
}
