import type { PhoneErrorCode } from './phone-number';

const MESSAGES: Record<Exclude<PhoneErrorCode, 'COUNTRY_NOT_ALLOWED'>, string> = {
  NOT_A_NUMBER: 'Ce n’est pas un numéro de téléphone\u00a0: saisissez des chiffres.',
  INVALID_COUNTRY: 'Indicatif de pays inconnu\u00a0: vérifiez le début du numéro.',
  TOO_SHORT: 'Le numéro est trop court.',
  TOO_LONG: 'Le numéro est trop long.',
  INVALID_NUMBER: 'Ce numéro n’est pas valide pour le pays choisi.',
};

/** "France", "France et Belgique", "France, Luxembourg et Belgique". */
const joinNames = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;

/** The French message of an error; a short list of allowed countries is named. */
export function phoneErrorMessage(code: PhoneErrorCode, allowedNames: readonly string[]): string {
  if (code !== 'COUNTRY_NOT_ALLOWED') return MESSAGES[code];
  return allowedNames.length > 0 && allowedNames.length <= 6
    ? `Les numéros de ce pays ne sont pas acceptés. Pays acceptés\u00a0: ${joinNames(allowedNames)}.`
    : 'Les numéros de ce pays ne sont pas acceptés.';
}
