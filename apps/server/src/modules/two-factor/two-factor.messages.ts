// The second factor's refusals, in the butcher's words (ADR 045).
export const MESSAGES = {
  staffOnly: 'La double authentification est réservée aux comptes du personnel des boutiques.',
  alreadyOn: 'La double authentification est déjà activée sur votre compte.',
  notStarted: 'Affichez d’abord le QR code à scanner avec votre application d’authentification.',
  notOn: 'La double authentification n’est pas activée sur votre compte.',
  requiredCannotDisable:
    'Le gérant exige la double authentification pour les comptes qui peuvent rembourser\u00a0: elle reste activée.',
  ownFirst:
    'Activez d’abord la double authentification sur votre propre compte («\u00a0Sécurité\u00a0»)\u00a0: sinon l’espace boutique vous serait fermé.',
  wrongCode:
    'Code incorrect. Vérifiez que l’heure de votre téléphone est juste et saisissez le code affiché maintenant.',
  reusedCode: 'Ce code a déjà servi. Attendez le suivant (il change toutes les 30\u00a0secondes).',
  wrongRecoveryCode: 'Ce code de secours est incorrect ou a déjà servi.',
  pendingExpired: 'Votre connexion a expiré. Saisissez à nouveau votre adresse e-mail et votre mot de passe.',
  tooMany: 'Trop de codes incorrects. Réessayez dans quelques minutes.',
  challenge: 'Saisissez le code de vérification affiché par votre application d’authentification.',
} as const;
