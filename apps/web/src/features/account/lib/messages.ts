import type { User } from '@boucherie/contract';
import { NETWORK_ERROR } from '../../../lib/forms/error-message';

/** The result messages of the specification (section 8), in the shop's voice. */
export const MESSAGES = {
  successLogin: (user: Pick<User, 'firstName' | 'lastName'>) =>
    `Bonjour ${user.firstName} ${user.lastName}, bienvenue dans votre compte.`,
  errorLogin: 'Connexion impossible. Vérifiez votre adresse e-mail et votre mot de passe.',
  successRegister: 'Votre compte est créé. Saisissez le code reçu par SMS pour l’activer.',
  successVerify: 'Votre compte est activé. Bonnes courses\u00a0!',
  successResend: 'Un nouveau code vous a été envoyé par SMS.',
  successUpdate: 'Vos informations sont enregistrées.',
  errorUpdate: 'Vos informations n’ont pas pu être enregistrées. Vérifiez les champs signalés.',
  successDelete: 'Votre compte est supprimé. Merci de votre confiance et à bientôt.',
  errorDelete: 'Votre compte n’a pas pu être supprimé. Réessayez dans un instant.',
  successLogout: 'Déconnexion effectuée. À bientôt\u00a0!',
  errorLogout: 'La déconnexion n’a pas abouti. Réessayez dans un instant.',
  successReset: 'Votre mot de passe est modifié. Connectez-vous avec le nouveau.',
  networkError: NETWORK_ERROR,
} as const;
