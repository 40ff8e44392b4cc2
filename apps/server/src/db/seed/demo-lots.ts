import { isoDaysAgo } from '../../lib/time.js';
import { insertLot, type LotColumns, setArticleLot } from '../../modules/lots/lots.repository.js';
import type { Db } from '../database.js';

// The demo's lots (issue 39, ADR 067): a Charolaise génisse from a Moselle farm on the beef, a pork batch on the
// pork, a poultry batch on the chicken, so a newcomer sees the origin on the product page, the lot's page and
// every document at once. Slaughter dates follow the seeding day, so the lots stay fresh whenever it is started.

type DemoLot = Omit<LotColumns, 'created_at' | 'slaughter_date'> & { slaughteredDaysAgo: number; slugs: string[] };

const DEMO_LOTS: DemoLot[] = [
  {
    species: 'bovin',
    breed: 'Charolaise',
    category: 'génisse',
    breeder: 'GAEC du Haut-Chemin',
    breeder_town: 'Morhange (57)',
    national_id: 'FR5712345678',
    born_in: 'FR',
    raised_in: 'FR',
    slaughtered_in: 'FR',
    cut_in: 'FR',
    slaughterhouse_approval: 'FR 57.463.001 CE',
    cutting_plant_approval: 'FR 57.463.002 CE',
    slaughteredDaysAgo: 16,
    maturation_days: 14,
    slugs: [
      'cote-de-boeuf',
      'entrecote',
      'faux-filet',
      'filet-de-boeuf',
      'bavette-d-aloyau',
      'onglet-de-boeuf',
      'rumsteck',
      'boeuf-bourguignon',
      'pot-au-feu',
      'joue-de-boeuf',
      'roti-de-boeuf',
      'steak-hache-pur-boeuf',
      'viande-hachee-pur-boeuf',
    ],
  },
  {
    species: 'porc',
    breed: 'Large White',
    category: 'porc',
    breeder: 'Ferme Muller',
    breeder_town: 'Sarralbe (57)',
    national_id: null,
    born_in: null,
    raised_in: 'FR',
    slaughtered_in: 'FR',
    cut_in: 'FR',
    slaughterhouse_approval: 'FR 57.606.001 CE',
    cutting_plant_approval: 'FR 57.463.002 CE',
    slaughteredDaysAgo: 4,
    maturation_days: 0,
    slugs: [
      'cote-de-porc-premiere',
      'echine-de-porc-tranchee',
      'poitrine-de-porc-tranchee',
      'filet-mignon-de-porc',
      'roti-de-porc-filet',
      'roti-de-porc-echine',
      'epaule-de-porc',
      'jarret-de-porc',
      'saute-de-porc',
    ],
  },
  {
    species: 'volaille',
    breed: 'Cou nu jaune',
    category: 'volaille',
    breeder: 'Volailles du Saulnois',
    breeder_town: 'Château-Salins (57)',
    national_id: null,
    born_in: null,
    raised_in: 'FR',
    slaughtered_in: 'FR',
    cut_in: 'FR',
    slaughterhouse_approval: 'FR 57.122.001 CE',
    cutting_plant_approval: 'FR 57.122.001 CE',
    slaughteredDaysAgo: 2,
    maturation_days: 0,
    slugs: ['poulet-fermier-entier', 'cuisses-de-poulet', 'pilons-de-poulet', 'filets-de-poulet'],
  },
];

/** The demo lots, each set on its articles from the seeding day (by no one: the demo set them). */
export async function seedDemoLots(db: Db, now: Date) {
  const at = now.toISOString();
  for (const { slaughteredDaysAgo, slugs, ...columns } of DEMO_LOTS) {
    const lotId = await insertLot(db, {
      ...columns,
      slaughter_date: isoDaysAgo(now, slaughteredDaysAgo).slice(0, 10),
      created_at: at,
    });
    const articles = await db.selectFrom('article').select('id').where('slug', 'in', slugs).execute();
    if (articles.length !== slugs.length) throw new Error(`A demo lot names an unknown article: ${slugs.join(', ')}`);
    for (const article of articles) await setArticleLot(db, { articleId: article.id, lotId, since: at, setBy: null });
  }
}
