import {
  type ArticleLot,
  type CreateLotRequest,
  countryName,
  type Lot,
  type LotsResponse,
  lotRefusal,
  originSentence,
  type PublicLot,
  type UpdateLotRequest,
} from '@boucherie/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LotTable } from '../../db/schema.js';
import { notFound, validation } from '../../errors.js';
import { changedValues, recordChange } from '../journal/journal.service.js';
import * as repo from './lots.repository.js';

// Lots (issue 39, ADR 067): the owner records the animal or the batch from the slaughterhouse ticket, sells an
// article from it from a date, closes it when it is gone. Every change is journaled.

type Deps = { db: Db; now: Date; userId: number };
type LotRow = Selectable<LotTable>;
type LotValues = Omit<Lot, 'id' | 'code' | 'origin' | 'closedAt' | 'createdAt'>;

export const lotOrigin = (row: LotRow) =>
  originSentence({
    species: row.species,
    bornIn: row.born_in,
    raisedIn: row.raised_in,
    slaughteredIn: row.slaughtered_in,
    slaughterhouseApproval: row.slaughterhouse_approval,
  });

const valuesOf = (row: LotRow): LotValues => ({
  species: row.species,
  breed: row.breed,
  category: row.category as Lot['category'],
  breeder: row.breeder,
  breederTown: row.breeder_town,
  nationalId: row.national_id,
  bornIn: row.born_in,
  raisedIn: row.raised_in,
  slaughteredIn: row.slaughtered_in,
  cutIn: row.cut_in,
  slaughterhouseApproval: row.slaughterhouse_approval,
  cuttingPlantApproval: row.cutting_plant_approval,
  slaughterDate: row.slaughter_date,
  maturationDays: row.maturation_days,
});

export const toLot = (row: LotRow): Lot => ({
  id: row.id,
  code: row.code,
  ...valuesOf(row),
  origin: lotOrigin(row),
  closedAt: row.closed_at,
  createdAt: row.created_at,
});

const columnsOf = (v: LotValues): Omit<repo.LotColumns, 'created_at'> => ({
  species: v.species,
  breed: v.breed,
  category: v.category,
  breeder: v.breeder,
  breeder_town: v.breederTown,
  national_id: v.nationalId,
  born_in: v.bornIn,
  raised_in: v.raisedIn,
  slaughtered_in: v.slaughteredIn,
  cut_in: v.cutIn,
  slaughterhouse_approval: v.slaughterhouseApproval,
  cutting_plant_approval: v.cuttingPlantApproval,
  slaughter_date: v.slaughterDate,
  maturation_days: v.maturationDays,
});

async function lotOrThrow(db: Db, id: number) {
  const row = await repo.findLot(db, id);
  if (!row) throw notFound('Ce lot n’existe pas.');
  return row;
}

export async function listLots(db: Db): Promise<LotsResponse> {
  const [rows, articles] = await Promise.all([repo.findLots(db), repo.findArticlesOnLots(db)]);
  return {
    items: rows.map((row) => ({
      ...toLot(row),
      articles: articles.filter((a) => a.lot_id === row.id).map(({ id, designation }) => ({ id, designation })),
    })),
  };
}

export async function createLot(deps: Deps, body: Required<CreateLotRequest>): Promise<Lot> {
  return deps.db.transaction().execute(async (trx) => {
    const values = body as LotValues;
    const id = await repo.insertLot(trx, { ...columnsOf(values), created_at: deps.now.toISOString() });
    const lot = toLot(await lotOrThrow(trx, id));
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: 'lot.created',
      entityType: 'lot',
      entityId: id,
      summary: `Lot ${lot.code} enregistré\u00a0: ${lot.breed}, ${lot.category}, de ${lot.breeder} (${lot.breederTown}).`,
      after: { code: lot.code, ...values },
    });
    return lot;
  });
}

export async function updateLot(deps: Deps, id: number, body: UpdateLotRequest): Promise<Lot> {
  return deps.db.transaction().execute(async (trx) => {
    const before = valuesOf(await lotOrThrow(trx, id));
    const after = { ...before, ...(body as Partial<LotValues>) };
    // The bovine's checks hold on the lot as it becomes, whichever field the change names.
    const refusal = lotRefusal(after);
    if (refusal) throw validation(`${refusal.field[0]?.toUpperCase()}${refusal.field.slice(1)}`, refusal.message);
    await repo.updateLot(trx, id, columnsOf(after));
    const lot = toLot(await lotOrThrow(trx, id));
    const changed = changedValues(before, after);
    if (Object.keys(changed.after).length > 0) {
      await recordChange(trx, {
        at: deps.now.toISOString(),
        userId: deps.userId,
        kind: 'lot.changed',
        entityType: 'lot',
        entityId: id,
        summary: `Lot ${lot.code} modifié.`,
        ...changed,
      });
    }
    return lot;
  });
}

/** Closing a lot: nothing more is sold from it; the articles on it are sold from no lot until given another. */
export async function closeLot(deps: Deps, id: number): Promise<Lot> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lotOrThrow(trx, id);
    if (row.closed_at) return toLot(row);
    const at = deps.now.toISOString();
    await repo.updateLot(trx, id, { closed_at: at });
    for (const article of await repo.findArticlesOnLot(trx, id)) {
      await repo.setArticleLot(trx, { articleId: article.id, lotId: null, since: at, setBy: deps.userId });
    }
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'lot.closed',
      entityType: 'lot',
      entityId: id,
      summary: `Lot ${row.code} clos.`,
      before: { closedAt: null },
      after: { closedAt: at },
    });
    return toLot(await lotOrThrow(trx, id));
  });
}

/** The article is sold from the lot from now on: lines already cut keep theirs (ADR 067). */
export async function setArticleLot(deps: Deps, articleId: number, lotId: number | null): Promise<ArticleLot> {
  return deps.db.transaction().execute((trx) => setArticleLotIn(trx, deps, articleId, lotId));
}

/** The same, in the caller's transaction (a pre-sold box names its animal with its other fields, ADR 074). */
export async function setArticleLotIn(
  trx: Db,
  deps: Omit<Deps, 'db'>,
  articleId: number,
  lotId: number | null,
): Promise<ArticleLot> {
  const article = await repo.findArticle(trx, articleId);
  if (!article) throw notFound('Cet article n’existe pas.');
  const lot = lotId === null ? null : await repo.findLot(trx, lotId);
  if (lotId !== null && !lot) throw validation('LotId', 'Le lot\u00a0: ce lot n’existe pas.');
  if (lot?.closed_at) throw validation('LotId', `Le lot ${lot.code} est clos\u00a0: choisissez un lot ouvert.`);
  const since = deps.now.toISOString();
  if (article.lot_id !== lotId) {
    const previous = article.lot_id === null ? null : await repo.findLot(trx, article.lot_id);
    await repo.setArticleLot(trx, { articleId, lotId, since, setBy: deps.userId });
    await recordChange(trx, {
      at: since,
      userId: deps.userId,
      kind: 'article.lot',
      entityType: 'article',
      entityId: articleId,
      summary: lot
        ? `«\u00a0${article.designation}\u00a0» vendu du lot ${lot.code}.`
        : `«\u00a0${article.designation}\u00a0» vendu sans lot.`,
      before: { lot: previous?.code ?? null },
      after: { lot: lot?.code ?? null },
    });
  }
  return { articleId, lot: lot ? toLot(lot) : null, since };
}

const FEMININE = new Set(['génisse', 'vache', 'brebis', 'volaille']);

const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The public page of a lot: the mandatory mentions, then its story; nothing about who bought it. */
export async function publicLot(db: Db, code: string): Promise<PublicLot> {
  const row = await repo.findLotByCode(db, code.toUpperCase());
  if (!row) throw notFound('Ce lot n’existe pas.');
  const lot = toLot(row);
  const mentions = [
    ...(lot.bornIn ? [{ label: 'Né en', value: countryName(lot.bornIn) }] : []),
    { label: 'Élevé en', value: countryName(lot.raisedIn) },
    { label: 'Abattu en', value: `${countryName(lot.slaughteredIn)} (${lot.slaughterhouseApproval})` },
    { label: 'Découpé en', value: `${countryName(lot.cutIn)} (${lot.cuttingPlantApproval})` },
    { label: 'Lot', value: lot.code },
    ...(lot.nationalId ? [{ label: 'Numéro national', value: lot.nationalId }] : []),
  ];
  const e = FEMININE.has(lot.category) ? 'e' : '';
  const story =
    `${e ? 'Une' : 'Un'} ${lot.category} ${lot.breed}, élevé${e} par ${lot.breeder} à ${lot.breederTown}, ` +
    `abattu${e} le ${frenchDay(lot.slaughterDate)}` +
    (lot.maturationDays > 0 ? `, puis maturé${e} ${lot.maturationDays}\u00a0jours.` : '.');
  const { id: _id, closedAt: _closed, createdAt: _created, ...rest } = lot;
  return { ...rest, mentions, story };
}
