import { BUSINESS_NAME } from '../identity/business-name.js';

// The French text of the e-mail a pro receives once the shop approved the account.

/** " pour Bistrot du Marché", or nothing without a company name. */
function forCompany(company: string | null): string {
  if (!company) return '';
  return ` pour ${company}`;
}

export const proApprovedMail = (firstName: string, company: string | null, publicUrl: string) => ({
  subject: `${BUSINESS_NAME} — votre compte professionnel est validé`,
  text: [
    `Bonjour ${firstName},`.replace(' ,', ','),
    '',
    `Votre compte professionnel est validé${forCompany(company)}. Connectez-vous et choisissez l’espace «\u00a0Professionnel\u00a0»\u00a0: vous voyez désormais nos prix professionnels hors taxes, et vos commandes sont établies HT.`,
    '',
    publicUrl,
    '',
    `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
  ].join('\n'),
});
