import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

type Props = { id: string; registration: UseFormRegisterReturn; error: string | undefined };

/**
 * A six-digit code typed in large, spaced digits; phones offer it from the message or the authenticator app
 * (autocomplete one-time-code). `maxLength` leaves room for the space some apps show in the middle.
 */
export function DigitCodeField({
  label,
  hint,
  maxLength = 6,
  ...field
}: Props & { label: string; hint: string; maxLength?: number }) {
  return (
    <TextField
      {...field}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={maxLength}
      placeholder="123456"
      hint={hint}
      className="max-w-56 [&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.4em] [&_input]:tabular-nums"
    />
  );
}

/** The 6-digit code of an SMS. */
export function SmsCodeField(props: Props) {
  return <DigitCodeField {...props} label="Code reçu par SMS" hint="6 chiffres, valable 10 minutes." />;
}

/** The 6-digit code of an authenticator app; `maxLength` 7 lets in the space some apps show in the middle. */
export function AppCodeField(props: Props & { hint: string }) {
  return <DigitCodeField {...props} label="Code de vérification" maxLength={7} />;
}
