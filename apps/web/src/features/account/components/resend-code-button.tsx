import { type SmsWait, useResendCode } from '../api/resend-sms-code';
import { Spinner } from './submit-button';

/** "Renvoyer le code", disabled while the server would refuse, with the seconds left. */
export function ResendCodeButton({ wait, onSent }: { wait: SmsWait; onSent: () => void }) {
  const { resend, isSending, secondsLeft } = useResendCode(wait, onSent);
  const waiting = secondsLeft > 0;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={resend}
        disabled={isSending || waiting}
        aria-describedby="resend-help"
        className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-600"
      >
        {isSending && <Spinner />}
        {isSending ? 'Envoi en cours…' : waiting ? `Renvoyer le code (${secondsLeft}\u00a0s)` : 'Renvoyer le code'}
      </button>
      <p id="resend-help" className="text-sm text-gray-700">
        {waiting
          ? `Vous pourrez demander un nouveau code dans ${secondsLeft}\u00a0s.`
          : 'Pas reçu\u00a0? Vérifiez le numéro de mobile, puis demandez un nouveau code.'}
      </p>
    </div>
  );
}
