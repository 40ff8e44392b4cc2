// The preparation field of each cart line: its label names the article in running French, and its example
// is what a butcher would be asked for that piece (nobody wants "tranches fines" of minced beef).

/** Lower case, without accents or ligatures: "Côte de bœuf" → "cote de boeuf". */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** First matching rule wins: specific cuts before the families they belong to. */
const SUGGESTIONS: [RegExp, string][] = [
  [/steak hache/, 'haché minute'],
  [/viande hachee/, 'en steaks de 125 g'],
  [/brochette|marine/, 'pour 4 personnes'],
  [/roti|rosbif|epaule.*roulee/, 'ficelé et bardé'],
  [/gigot|epaule|carre/, 'désossé et ficelé'],
  [/cote de boeuf|t-bone/, 'épaisseur 5 cm'],
  [
    /entrecote|faux-filet|filet de boeuf|rumsteck|bavette|onglet|cote de veau|grenadin|cote de porc/,
    'en 2 tranches épaisses',
  ],
  [/escalope/, 'bien aplaties'],
  [/bourguignon|pot-au-feu|blanquette|navarin|saute|osso buco|tendron|joue|queue/, 'en morceaux de 4 cm'],
  [/poulet fermier|pintade|canette/, 'vidé, découpé en 8'],
  [/travers/, 'coupés entre les os'],
  [/jambon|lard|poitrine|echine|pate|cervelas|fuseau|palette/, 'en tranches fines'],
  [/saucisse|merguez|chipolata|boudin|knack/, 'en barquettes de 6'],
  [/magret|filet mignon|filets de poulet|cuisses|pilons|cotelette/, 'sous vide'],
];

/** What this article's note might say: "en steaks de 125 g" for minced beef, "ficelé et bardé" for a roast. */
export function preparationSuggestion(designation: string): string {
  const name = plain(designation);
  return SUGGESTIONS.find(([pattern]) => pattern.test(name))?.[1] ?? 'pour 4 personnes';
}

/**
 * "Entrecôte" → "entrecôte": the article's name in a sentence. A name that starts with an initial
 * ("T-bone") or an acronym keeps its capital.
 */
export function inSentence(designation: string): string {
  if (/^\p{Lu}(?:[-\p{Lu}])/u.test(designation)) return designation;
  return designation.charAt(0).toLocaleLowerCase('fr-FR') + designation.slice(1);
}

/** "Préparation\u00a0: entrecôte" (a no-break space before the colon). */
export const preparationLabel = (designation: string) => `Préparation\u00a0: ${inSentence(designation)}`;
