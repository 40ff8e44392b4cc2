import type { Db } from '../../db/database.js';
import { legalFormText } from '../documents/seller.js';
import { readIdentity } from '../identity/identity.service.js';
import { sellerOf } from '../invoices/issue.service.js';
import type { ContentText } from './content.sources.js';

/**
 * The legal pages take the business's identifiers from its identity (set by the owner in the back office):
 * `{{siren}}` and its kin are replaced when a page is served; a field not filled yet shows as "[…]".
 */
export async function withLegalIdentity(db: Db, page: ContentText): Promise<ContentText> {
  if (!page.markdown.includes('{{')) return page;
  const seller = sellerOf(await readIdentity(db));
  const or = (value: string, missing: string) => value.trim() || `[${missing}]`;
  const values: Record<string, string> = {
    raison_sociale: or(seller.legalName, 'raison sociale'),
    forme_juridique_capital: seller.legalForm ? legalFormText(seller) : '[forme juridique et capital]',
    adresse: seller.street ? `${seller.street}, ${seller.postCode} ${seller.city}` : '[adresse]',
    immatriculation: or(seller.registration, 'RCS ou RM'),
    siren: or(seller.siren, 'SIREN'),
    siret: or(seller.siret, 'SIRET'),
    tva: or(seller.vatNumber, 'numéro de TVA'),
  };
  const markdown = page.markdown.replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token);
  return { ...page, markdown };
}
