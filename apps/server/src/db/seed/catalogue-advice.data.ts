// What the butcher tells at the counter, by article slug (issue 13): the first quantity and the step of a
// weighed article (grams), the grams to count per guest at table, the breed, the ageing, the quality labels,
// the farm or the region, and how to cook it. Anything unknown is left out and not shown.

export type SeedAdvice = {
  defaultGrams?: number;
  stepGrams?: number;
  gramsPerPerson?: number;
  breed?: string;
  maturation?: string;
  labels?: string[];
  farm?: string;
  cooking?: string;
};

const STEAK = { defaultGrams: 250, stepGrams: 50, gramsPerPerson: 250 };
const ROAST = { defaultGrams: 1200, stepGrams: 100, gramsPerPerson: 200 };
const STEW = { defaultGrams: 1000, stepGrams: 100, gramsPerPerson: 250 };
const BY_500_G = { defaultGrams: 500, stepGrams: 500, gramsPerPerson: 200 };
const SLICES = { defaultGrams: 200, stepGrams: 50, gramsPerPerson: 60 };
const NIED_FARM = 'Élevage Charles, pays de Nied (Moselle)';
const CHAROLAISE = { breed: 'Charolaise', farm: NIED_FARM };
const LIMOUSINE = { breed: 'Limousine', farm: 'GAEC du Haut-Chemin, Saulnois (Moselle)' };
const PORC_EST = { breed: 'Large White × Piétrain', farm: 'Porcs fermiers de l’Est, Lorraine' };
const AGNEAU = { breed: 'Île-de-France', farm: 'Bergerie du Warndt (Moselle)' };

export const advice: Record<string, SeedAdvice> = {
  'cote-de-boeuf': {
    defaultGrams: 1000,
    stepGrams: 100,
    gramsPerPerson: 400,
    ...CHAROLAISE,
    maturation: 'Maturée 21 jours sur l’os',
    cooking:
      'Sortez-la du réfrigérateur une heure avant. Saisissez 4 minutes par face, finissez 10 minutes au four à 180\u00a0°C, laissez reposer 10 minutes.',
  },
  entrecote: {
    ...STEAK,
    ...CHAROLAISE,
    maturation: 'Maturée 14 jours',
    labels: ['Label Rouge'],
    cooking: 'Poêle très chaude, 2 à 3 minutes par face pour une cuisson saignante. Salez au dernier moment.',
  },
  'faux-filet': {
    ...STEAK,
    ...LIMOUSINE,
    maturation: 'Maturé 14 jours',
    cooking: 'Incisez le gras, saisissez 3 minutes par face, laissez reposer 3 minutes avant de trancher.',
  },
  'filet-de-boeuf': {
    ...STEAK,
    gramsPerPerson: 180,
    defaultGrams: 200,
    ...LIMOUSINE,
    maturation: 'Maturé 10 jours',
    labels: ['Label Rouge'],
    cooking: 'En tournedos, 2 minutes par face au beurre moussant\u00a0; en rôti, 20 minutes par kilo à 220\u00a0°C.',
  },
  'bavette-d-aloyau': {
    ...STEAK,
    ...CHAROLAISE,
    cooking: 'Saignante ou bleue, à feu vif, puis tranchée dans le sens contraire des fibres.',
  },
  'onglet-de-boeuf': { ...STEAK, ...CHAROLAISE, cooking: 'À l’échalote, saisi à feu vif et servi saignant.' },
  rumsteck: {
    ...STEAK,
    ...LIMOUSINE,
    maturation: 'Maturé 10 jours',
    cooking: 'Pavé épais à saisir 3 minutes par face, ou en tartare le jour même.',
  },
  'boeuf-bourguignon': {
    ...STEW,
    ...CHAROLAISE,
    cooking: 'Faites revenir, mouillez de vin rouge et mijotez 3 heures à feu doux\u00a0; encore meilleur réchauffé.',
  },
  'pot-au-feu': {
    ...STEW,
    gramsPerPerson: 300,
    ...CHAROLAISE,
    cooking: 'Départ à l’eau froide, 3 heures à petits frémissements.',
  },
  'joue-de-boeuf': { ...STEW, ...CHAROLAISE, cooking: 'Braisée 3 heures au vin rouge, elle se coupe à la cuillère.' },
  'queue-de-boeuf': { ...STEW, gramsPerPerson: 400, ...CHAROLAISE },
  'roti-de-boeuf': {
    ...ROAST,
    ...CHAROLAISE,
    maturation: 'Maturé 10 jours',
    cooking: 'Four à 220\u00a0°C, 15 minutes par livre pour un cœur rosé, 10 minutes de repos sous aluminium.',
  },
  'roti-de-boeuf-faux-filet': { ...ROAST, ...LIMOUSINE, maturation: 'Maturé 14 jours', labels: ['Label Rouge'] },
  'rosbif-tende-de-tranche': {
    ...ROAST,
    breed: 'Rouge des prés',
    farm: 'Maine-et-Loire',
    labels: ['AOP'],
    cooking: 'Four à 240\u00a0°C, 12 minutes par livre, servi rosé.',
  },
  'steak-hache-pur-boeuf': {
    gramsPerPerson: 125,
    ...CHAROLAISE,
    cooking: 'Saisi 2 minutes par face, sans le presser.',
  },
  'viande-hachee-pur-boeuf': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150, ...CHAROLAISE },
  'boulettes-de-boeuf-aux-herbes': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150 },
  'escalope-de-veau': {
    defaultGrams: 300,
    stepGrams: 50,
    gramsPerPerson: 150,
    breed: 'Veau de lait élevé sous la mère',
    farm: 'Ferme de la Canner, Kédange (Moselle)',
    labels: ['Label Rouge'],
    cooking: 'Au beurre, 2 minutes par face, déglacée à la crème.',
  },
  'cote-de-veau': {
    defaultGrams: 300,
    stepGrams: 50,
    gramsPerPerson: 300,
    breed: 'Veau de lait élevé sous la mère',
    farm: 'Ferme de la Canner, Kédange (Moselle)',
    cooking: 'Dorée au beurre 5 minutes par face puis 10 minutes au four à 180\u00a0°C.',
  },
  'grenadin-de-veau': { defaultGrams: 300, stepGrams: 50, gramsPerPerson: 150 },
  'blanquette-de-veau': {
    ...STEW,
    breed: 'Veau de lait élevé sous la mère',
    farm: 'Ferme de la Canner, Kédange (Moselle)',
    cooking: 'Départ à l’eau froide avec carottes et bouquet garni, 1 h 30 à frémissement, liée à la crème.',
  },
  'tendron-de-veau': { ...STEW },
  'osso-buco-de-veau': {
    ...STEW,
    gramsPerPerson: 300,
    cooking: 'Mijoté 2 heures à la tomate, servi avec une gremolata.',
  },
  'roti-de-veau': {
    ...ROAST,
    breed: 'Veau de lait élevé sous la mère',
    cooking: 'Four à 180\u00a0°C, 30 minutes par livre, arrosé souvent.',
  },
  'epaule-de-veau-roulee': { ...ROAST },
  'paupiette-de-veau': { gramsPerPerson: 160 },
  'cote-de-porc-premiere': {
    defaultGrams: 400,
    stepGrams: 100,
    gramsPerPerson: 200,
    ...PORC_EST,
    cooking: 'À la poêle, 5 minutes par face à feu moyen.',
  },
  'echine-de-porc-tranchee': { defaultGrams: 600, stepGrams: 100, gramsPerPerson: 200, ...PORC_EST },
  'poitrine-de-porc-tranchee': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150, ...PORC_EST },
  'filet-mignon-de-porc': {
    ...PORC_EST,
    gramsPerPerson: 170,
    labels: ['Label Rouge'],
    cooking: 'Saisi sur toutes les faces puis 20 minutes au four à 180\u00a0°C.',
  },
  'roti-de-porc-filet': {
    ...ROAST,
    ...PORC_EST,
    cooking: 'Four à 180\u00a0°C, 45 minutes par kilo, laissez reposer 10 minutes.',
  },
  'roti-de-porc-echine': { ...ROAST, ...PORC_EST },
  'epaule-de-porc': { ...STEW, ...PORC_EST },
  'palette-de-porc-fumee': {
    ...STEW,
    gramsPerPerson: 300,
    cooking: 'Pochée 2 heures, avec une choucroute ou des lentilles.',
  },
  'jarret-de-porc': { gramsPerPerson: 450 },
  'saute-de-porc': { ...STEW, ...PORC_EST },
  'cotelettes-d-agneau': {
    defaultGrams: 500,
    stepGrams: 100,
    gramsPerPerson: 250,
    ...AGNEAU,
    cooking: 'Au gril, 2 minutes par face.',
  },
  'carre-d-agneau': {
    defaultGrams: 800,
    stepGrams: 100,
    gramsPerPerson: 250,
    ...AGNEAU,
    labels: ['Label Rouge'],
    cooking: 'Four à 200\u00a0°C, 20 minutes, rosé à cœur.',
  },
  'gigot-d-agneau': {
    defaultGrams: 2000,
    stepGrams: 100,
    gramsPerPerson: 300,
    ...AGNEAU,
    labels: ['Label Rouge'],
    cooking: 'Piqué d’ail, four à 200\u00a0°C, 15 minutes par livre, 15 minutes de repos.',
  },
  'epaule-d-agneau': { defaultGrams: 1500, stepGrams: 100, gramsPerPerson: 300, ...AGNEAU },
  'souris-d-agneau': { gramsPerPerson: 350, ...AGNEAU, cooking: 'Confite 3 heures à 150\u00a0°C avec ail et romarin.' },
  'navarin-d-agneau': { ...STEW, ...AGNEAU },
  'poulet-fermier-entier': {
    gramsPerPerson: 350,
    breed: 'Cou nu jaune',
    farm: 'Volailles de la Seille (Moselle), élevées 81 jours en plein air',
    labels: ['Label Rouge'],
    cooking: 'Four à 180\u00a0°C, 1 h 15, arrosé toutes les 20 minutes.',
  },
  'pintade-fermiere': { gramsPerPerson: 350, labels: ['Label Rouge'], farm: 'Volailles de la Seille (Moselle)' },
  'canette-de-barbarie': { gramsPerPerson: 350, breed: 'Barbarie' },
  'cuisses-de-poulet': { defaultGrams: 1000, stepGrams: 100, gramsPerPerson: 300, labels: ['Label Rouge'] },
  'pilons-de-poulet': { defaultGrams: 1000, stepGrams: 100, gramsPerPerson: 250 },
  'filets-de-poulet': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150, labels: ['Label Rouge'] },
  'escalope-de-dinde': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150 },
  'magret-de-canard': {
    gramsPerPerson: 190,
    farm: 'Sud-Ouest',
    labels: ['IGP'],
    cooking: 'Côté peau 8 minutes à feu moyen, puis 3 minutes côté chair, servi rosé.',
  },
  'oeufs-fermiers-plein-air': { labels: ['Bio'], farm: 'Ferme du Bois-Joli, Pays de Bitche (Moselle)' },
  'foies-de-volaille': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 120 },
  'saucisse-de-morteau': {
    labels: ['IGP'],
    farm: 'Franche-Comté',
    cooking: 'Pochée 30 minutes dans l’eau frémissante, sans la piquer.',
  },
  'saucisse-de-toulouse': { ...BY_500_G },
  'boudin-blanc': {
    defaultGrams: 500,
    stepGrams: 100,
    gramsPerPerson: 150,
    cooking: 'Doré doucement au beurre, sans le piquer.',
  },
  'boudin-noir': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150 },
  'fuseau-lorrain': { farm: 'Fabriqué dans notre laboratoire (Lorraine)' },
  'knacks-d-alsace': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 150 },
  'jambon-blanc-a-l-os': {
    ...SLICES,
    farm: 'Cuit dans notre laboratoire',
    cooking: 'Tranché à la demande, à consommer sous trois jours.',
  },
  'jambon-fume-de-lorraine': { ...SLICES, maturation: 'Fumé au bois de hêtre, affiné 6 mois', farm: 'Lorraine' },
  'lard-fume': { ...SLICES, gramsPerPerson: 80, maturation: 'Fumé au bois de hêtre' },
  'cervelas-lorrain': { ...SLICES, gramsPerPerson: 100 },
  'pate-de-campagne': { ...SLICES, gramsPerPerson: 80 },
  'pate-en-croute': { ...SLICES, gramsPerPerson: 100 },
  'terrine-de-foies-de-volaille': { ...SLICES, gramsPerPerson: 80 },
  'rillettes-de-porc': { ...SLICES, gramsPerPerson: 60 },
  'gratin-dauphinois': { defaultGrams: 800, stepGrams: 100, gramsPerPerson: 200 },
  'museau-vinaigrette': { defaultGrams: 300, stepGrams: 50, gramsPerPerson: 100 },
  'salade-de-cervelas': { defaultGrams: 300, stepGrams: 50, gramsPerPerson: 120 },
  'celeri-remoulade': { defaultGrams: 300, stepGrams: 50, gramsPerPerson: 100 },
  'brochette-de-boeuf': { gramsPerPerson: 300, ...CHAROLAISE, cooking: 'Au barbecue, 8 à 10 minutes en les tournant.' },
  'brochette-de-volaille-marinee': { gramsPerPerson: 280 },
  'brochette-d-agneau': { gramsPerPerson: 300, ...AGNEAU },
  merguez: { ...BY_500_G, cooking: 'À la braise, 10 minutes en les tournant souvent.' },
  chipolatas: { ...BY_500_G },
  'saucisse-de-volaille-aux-herbes': { ...BY_500_G },
  't-bone': {
    defaultGrams: 800,
    stepGrams: 100,
    gramsPerPerson: 400,
    ...CHAROLAISE,
    maturation: 'Maturé 21 jours sur l’os',
    cooking: 'Sur la braise, 5 minutes par face, puis 5 minutes de repos.',
  },
  'travers-de-porc-marines': { defaultGrams: 1000, stepGrams: 100, gramsPerPerson: 350, ...PORC_EST },
  'cotes-d-agneau-au-thym': { defaultGrams: 500, stepGrams: 100, gramsPerPerson: 250, ...AGNEAU },
  'foie-gras-de-canard-mi-cuit': {
    defaultGrams: 300,
    stepGrams: 50,
    gramsPerPerson: 60,
    farm: 'Canards du Sud-Ouest, préparé dans notre laboratoire',
    cooking: 'Sortez-le du réfrigérateur 10 minutes avant, tranchez au couteau trempé dans l’eau chaude.',
  },
  'cuissot-de-chevreuil': {
    defaultGrams: 1500,
    stepGrams: 100,
    gramsPerPerson: 250,
    farm: 'Chasses des Vosges du Nord',
    cooking: 'Four à 200\u00a0°C, 12 minutes par livre, servi rosé avec une sauce grand veneur.',
  },
  'civet-de-sanglier': { defaultGrams: 1000, stepGrams: 100, gramsPerPerson: 250 },
};
