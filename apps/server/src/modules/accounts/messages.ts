import { BUSINESS_NAME } from '../identity/business-name.js';

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

export const phoneChangeSms = (code: string) =>
  `${BUSINESS_NAME}\u00a0: votre code pour confirmer ce numéro est ${code}. Il est valable 10 minutes. Ne le communiquez à personne.`;

export const emailChangeMail = (firstName: string, email: string, link: string) => ({
  subject: `${BUSINESS_NAME} — confirmez votre nouvelle adresse e-mail`,
  text: [
    `Bonjour ${firstName},`.replace(' ,', ','),
    '',
    `Vous avez indiqué ${email} comme nouvelle adresse e-mail de votre compte. Cliquez sur ce lien pour la confirmer\u00a0:`,
    link,
    '',
    'Ce lien est valable 24 heures et ne peut servir qu’une fois. Jusque-là, vos messages et votre connexion restent sur votre adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne change.',
    '',
    `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
  ].join('\n'),
});

/** Told to the old address once a new mobile or e-mail is in use: its owner can react if it was not them. */
export const contactChangedMail = (firstName: string, change: string) => ({
  subject: `${BUSINESS_NAME} — vos coordonnées ont changé`,
  text: [
    `Bonjour ${firstName},`.replace(' ,', ','),
    '',
    `${change} Vos autres sessions ont été fermées.`,
    '',
    'Si vous n’êtes pas à l’origine de ce changement, appelez votre boutique sans attendre.',
    '',
    `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
  ].join('\n'),
});
