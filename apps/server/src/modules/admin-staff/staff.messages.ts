import { STAFF_INVITATION_DAYS } from '@boucherie/contract';
import { BUSINESS_NAME } from '../identity/business-name.js';

// The e-mail a new member of the back office receives: the link to choose their password.

export const invitationMail = (firstName: string, invitedBy: string, link: string) => ({
  subject: `${BUSINESS_NAME} — votre accès à l’espace boutique`,
  text: [
    `Bonjour ${firstName},`.replace(' ,', ','),
    '',
    `${invitedBy} vous a ouvert un accès à l’espace boutique de ${BUSINESS_NAME}. Choisissez votre mot de passe avec ce lien\u00a0:`,
    link,
    '',
    `Ce lien est valable ${STAFF_INVITATION_DAYS}\u00a0jours et ne sert qu’une fois. Ensuite, connectez-vous avec votre adresse e-mail et ce mot de passe.`,
    '',
    `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
  ].join('\n'),
});
