import { type HolidayRequest, parisDate, parisInstant, type ShopCalendar } from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { changedValues } from '../journal/journal.service.js';
import * as repo from './admin-shops.repository.js';
import { type AdminDeps, changeShopCalendar, shopCalendar, shopOrThrow } from './admin-shops.service.js';

type HolidayInput = z.output<typeof HolidayRequest>;

/** "2026-12-20T18:00" on Paris clocks → its UTC instant. */
const instantOf = (clock: string) => {
  const [date = '', time = ''] = clock.split('T');
  return parisInstant(date, time).toISOString();
};

async function checkArticles(db: Db, articleIds: number[]) {
  const known = await repo.existingArticleIds(db, articleIds);
  const unknown = articleIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw validation('ArticleIds', `Article inconnu (n°\u00a0${unknown.join(', ')}).`);
}

const valuesOf = (body: HolidayInput) => ({
  date: body.date,
  label: body.label,
  orders_open_at: instantOf(body.ordersOpenAt),
  cut_off_at: instantOf(body.cutOffAt),
  capacity: body.capacity,
  payment_policy: body.paymentPolicy,
});

const journalValues = (body: HolidayInput) => ({
  date: body.date,
  label: body.label,
  ordersOpenAt: body.ordersOpenAt,
  cutOffAt: body.cutOffAt,
  paymentPolicy: body.paymentPolicy,
  capacity: body.capacity,
  articleIds: [...new Set(body.articleIds)].sort((a, b) => a - b),
});

/** A holiday ordering day for one shop: its own opening, cut-off, capacity and optional festive articles. */
export async function createHoliday(deps: AdminDeps, shopId: number, body: HolidayInput): Promise<ShopCalendar> {
  if (body.date <= parisDate(deps.now)) throw validation('Date', 'Choisissez un jour à venir.');
  await checkArticles(deps.db, body.articleIds);
  return changeShopCalendar(deps, shopId, async (trx) => {
    const shop = await shopOrThrow(trx, shopId);
    if (await repo.findHolidayOn(trx, shopId, body.date)) {
      throw new AppError(
        'CONFLICT',
        `Le ${frenchDay(body.date)} est déjà un jour de fête pour cette boutique\u00a0: modifiez-le plutôt que d’en créer un second.`,
      );
    }
    const id = await repo.insertHoliday(trx, shopId, valuesOf(body));
    await repo.replaceHolidayArticles(trx, id, body.articleIds);
    return {
      kind: 'shop.holiday.create',
      summary: `Commandes de ${body.label} ouvertes pour le ${frenchDay(body.date)} à la boutique ${shop.name}.`,
      after: journalValues(body),
    };
  });
}

export async function updateHoliday(
  deps: AdminDeps,
  shopId: number,
  holidayId: number,
  body: HolidayInput,
): Promise<ShopCalendar> {
  await checkArticles(deps.db, body.articleIds);
  return changeShopCalendar(deps, shopId, async (trx) => {
    const current = (await shopCalendar(trx, shopId, deps.now)).holidays.find((h) => h.id === holidayId);
    if (!current) throw notFound('Ce jour de fête n’existe pas.');
    if (body.date !== current.date) {
      if (current.booked > 0) {
        throw new AppError(
          'CONFLICT',
          `Des commandes sont déjà passées pour le ${frenchDay(current.date)}\u00a0: ce jour de fête ne peut plus changer de date. Créez-en un autre.`,
        );
      }
      if (await repo.findHolidayOn(trx, shopId, body.date)) {
        throw new AppError('CONFLICT', `Le ${frenchDay(body.date)} est déjà un jour de fête pour cette boutique.`);
      }
    }
    await repo.updateHoliday(trx, holidayId, valuesOf(body));
    await repo.replaceHolidayArticles(trx, holidayId, body.articleIds);
    const { booked: _booked, id: _id, ...before } = current;
    const change = changedValues(
      { ...before, articleIds: [...before.articleIds].sort((a, b) => a - b) },
      journalValues(body),
    );
    return {
      kind: 'shop.holiday.update',
      summary: `Commandes de ${body.label} du ${frenchDay(body.date)} modifiées.`,
      ...change,
    };
  });
}

export async function deleteHoliday(deps: AdminDeps, shopId: number, holidayId: number): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const current = (await shopCalendar(trx, shopId, deps.now)).holidays.find((h) => h.id === holidayId);
    if (!current) throw notFound('Ce jour de fête n’existe pas.');
    if (current.booked > 0) {
      throw new AppError(
        'CONFLICT',
        `Des commandes sont déjà passées pour le ${frenchDay(current.date)}\u00a0: avancez plutôt la clôture pour ne plus en prendre.`,
      );
    }
    await repo.deleteHoliday(trx, holidayId);
    const { booked: _booked, id: _id, ...before } = current;
    return {
      kind: 'shop.holiday.delete',
      summary: `Commandes de ${current.label} du ${frenchDay(current.date)} supprimées.`,
      before,
    };
  });
}
