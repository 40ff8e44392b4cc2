import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

type Props = { id: string; registration: UseFormRegisterReturn; error: string | undefined };

/** The 6-digit code of an SMS; phones offer it from the message (autocomplete one-time-code). */
export function SmsCodeField({ id, registration, error }: Props) {
  return (
    <TextField
      id={id}
      label="Code reçu par SMS"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="123456"
      hint="6 chiffres, valable 10 minutes."
      registration={registration}
      error={error}
      className="max-w-56 [&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.4em] [&_input]:tabular-nums"
    />
  );
}
