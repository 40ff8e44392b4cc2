import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PhoneField } from '../../../components/phone-field';

type Props<T extends FieldValues> = {
  id: string;
  label: string;
  /** The form's phone field: E.164 once valid, the text as typed while it is not a number yet. */
  control: Control<T>;
  name: FieldPath<T>;
  help?: string;
  autoComplete?: string;
};

// The shop's configuration of the phone field (PRODUCT.md): these countries, France first, mode auto.
const COUNTRIES = ['FR', 'LU', 'BE', 'DE'];

/** The one place the account forms meet the phone field: the server receives E.164. */
export function PhoneInput<T extends FieldValues>({ id, label, control, name, help, autoComplete = 'tel' }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PhoneField
      id={id}
      label={label}
      value={field.value}
      onChange={(result) => field.onChange(result.e164 || result.formatted)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      help={help}
      autoComplete={autoComplete}
      onlyCountries={COUNTRIES}
      preferredCountries={COUNTRIES}
      mode="auto"
      validCharactersOnly
    />
  );
}
