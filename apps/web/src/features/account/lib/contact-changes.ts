import type { User } from '@boucherie/contract';
import { displayPhone } from '../../../lib/display-phone';

// A new mobile or e-mail waits for its proof before the account uses it (issue 29): what the profile says.

export const phoneCodeSent = (phone: string) =>
  `Un code a été envoyé au ${displayPhone(phone)}\u00a0: saisissez-le ci-dessous pour confirmer ce numéro.`;

export const emailLinkSent = (email: string) =>
  `Un lien de confirmation a été envoyé à ${email}\u00a0: ouvrez-le pour confirmer cette adresse.`;

/** The toast of a saved profile: saved, and the proofs this save sent (none when the contacts stayed). */
export function savedMessage(saved: User, sent: { phoneNumber: string; email: string }, base: string) {
  const parts = [base];
  if (saved.pendingPhoneNumber && sent.phoneNumber === saved.pendingPhoneNumber) {
    parts.push(phoneCodeSent(saved.pendingPhoneNumber));
  }
  if (saved.pendingEmail && sent.email === saved.pendingEmail) parts.push(emailLinkSent(saved.pendingEmail));
  return parts.join(' ');
}
