import { foldForSearch } from '../../lib/text.js';
import { DAY_MS } from '../../lib/time.js';
import { saveBox } from '../../modules/boxes/boxes.repository.js';
import { insertLot, setArticleLot } from '../../modules/lots/lots.repository.js';
import { setOnlyQuota } from '../../modules/quotas/quotas.service.js';
import type { Db } from '../database.js';

// The demo's pre-sold boxes (issue 40, ADR 074): one calf from a Moselle farm, slaughtered in eight days, sold
// before then in twelve « colis de veau » of about 5 kg, so a newcomer sees the catalogue's sentence, the box
// editor and the owner's « Colis » page at once. An article of its own, outside the demo catalogue's list (its
// counts stay as they are); dates follow the seeding day, so the boxes stay on sale whenever it is started.

const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

export async function seedDemoBoxes(db: Db, now: Date) {
  const at = now.toISOString();
  const sub = await db
    .selectFrom('sub_category')
    .select('id')
    .where('slug', '=', 'veau-a-mijoter')
    .executeTakeFirstOrThrow();
  const shop = await db.selectFrom('shop').select('id').orderBy('id').executeTakeFirstOrThrow();
  const lotId = await insertLot(db, {
    species: 'bovin',
    breed: 'Limousine',
    category: 'veau',
    breeder: 'Ferme du Bois-Joli',
    breeder_town: 'Dieuze (57)',
    national_id: 'FR5723456789',
    born_in: 'FR',
    raised_in: 'FR',
    slaughtered_in: 'FR',
    cut_in: 'FR',
    slaughterhouse_approval: 'FR 57.463.001 CE',
    cutting_plant_approval: 'FR 57.463.002 CE',
    slaughter_date: dayFrom(now, 8),
    maturation_days: 0,
    created_at: at,
  });
  const designation = 'Colis de veau';
  const { id } = await db
    .insertInto('article')
    .values({
      slug: 'colis-de-veau',
      sub_category_id: sub.id,
      designation,
      description:
        'Un veau Limousin de la Ferme du Bois-Joli, vendu en colis avant l’abattage\u00a0: escalopes, côtes, rôti et blanquette, sous vide, environ 5\u00a0kg.',
      sale_unit: 'piece',
      average_weight_grams: 5000,
      price_cents: 9450,
      purchase_price_cents: 6600,
      vat_rate_bp: 550,
      is_highlighted: 0,
      is_active: 1,
      origin_born: 'France',
      origin_raised: 'France',
      origin_slaughtered: 'France',
      allergens: '[]',
      image_url: '/images/articles/blanquette-de-veau.svg',
      search_text: foldForSearch(`${designation} colis veau à mijoter`),
      position: 999,
      created_at: at,
      updated_at: at,
      labels: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('article_price_history')
    .values({ article_id: id, price_cents: 9450, purchase_price_cents: 6600, valid_from: at })
    .execute();
  const boxCount = 12;
  const distributionDate = dayFrom(now, 11);
  await saveBox(
    db,
    id,
    {
      lot_id: lotId,
      box_count: boxCount,
      nominal_weight_grams: 5000,
      price_per_kg_cents: 1890,
      distribution_date: distributionDate,
      shop_id: shop.id,
      deposit_percent: 30,
    },
    at,
  );
  await setOnlyQuota(db, id, distributionDate, boxCount * 100);
  await setArticleLot(db, { articleId: id, lotId, since: at, setBy: null });
}
