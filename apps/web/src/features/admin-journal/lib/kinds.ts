// The kinds of change the journal holds ("entity.action"), as the owner reads them. A kind the screen
// does not know yet shows as its code.

/** The filter's choices: a whole family ("article": every change to articles), then single kinds. */
export const KIND_GROUPS: { kind: string; label: string; kinds: [string, string][] }[] = [
  {
    kind: 'order',
    label: 'Commandes',
    kinds: [
      ['order.status', 'Statut d’une commande'],
      ['order.line', 'Pesée d’une ligne'],
      ['order.payment', 'Paiement par carte'],
    ],
  },
  { kind: 'article', label: 'Articles', kinds: [] },
  { kind: 'category', label: 'Catégories', kinds: [] },
  { kind: 'shop', label: 'Boutiques', kinds: [] },
  {
    kind: 'customer',
    label: 'Clients',
    kinds: [
      ['customer.approve-pro', 'Compte pro validé'],
      ['customer.export', 'Données exportées'],
      ['customer.anonymise', 'Compte anonymisé'],
    ],
  },
  {
    kind: 'staff',
    label: 'Personnel',
    kinds: [
      ['staff.create', 'Accès créé'],
      ['staff.update', 'Accès modifié'],
      ['staff.invite', 'Lien de mot de passe renvoyé'],
      ['staff.revoke', 'Accès révoqué'],
      ['staff.two-factor.enable', 'Double authentification activée'],
      ['staff.two-factor.disable', 'Double authentification désactivée'],
      ['staff.two-factor.recovery-codes', 'Nouveaux codes de secours'],
      ['staff.two-factor-requirement', 'Double authentification exigée ou non'],
    ],
  },
];

const LABELS = new Map<string, string>(
  KIND_GROUPS.flatMap((group) => [[group.kind, group.label] as [string, string], ...group.kinds]),
);

/** "staff.revoke" → "Accès révoqué"; an unknown kind by its family ("article.image" → "Articles"). */
export function kindLabel(kind: string): string {
  return LABELS.get(kind) ?? LABELS.get(kind.split('.')[0] ?? '') ?? kind;
}
