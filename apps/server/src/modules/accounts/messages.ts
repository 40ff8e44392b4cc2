import { BUSINESS_NAME } from '../../db/seed/shops.data.js';

// The French texts of the account messages. SMS stay short: one segment where possible.

export const activationSms = (code: string) =>
  `${BUSINESS_NAME}\u00a0: votre code d’activation est ${code}. Il est valable 10 minutes. Ne le communiquez à personne.`;

export const resetMail = (firstName: string, link: string) => ({
  subject: `${BUSINESS_NAME} — réinitialisation de votre mot de passe`,
  text: [
    `Bonjour ${firstName},`.replace(' ,', ','),
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte. Cliquez sur ce lien pour en choisir un nouveau\u00a0:',
    link,
    '',
    'Ce lien est valable une heure et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
    '',
    `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
  ].join('\n'),
});
