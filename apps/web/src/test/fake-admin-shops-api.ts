import type { ShopCalendar, User } from '@boucherie/contract';
import { vi } from 'vitest';
import { stubAdminApi } from './fake-admin-api';
import { metzCentre } from './fake-orders-api';

export const metzCalendar: ShopCalendar = {
  ...metzCentre,
  openOrdersPerCustomerPerDay: 2,
  holidays: [],
  timeWindows: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

/**
 * The back office's API (fake-admin-api) with the shops' calendar: the list, and the changes the
 * calendar screen sends (recorded in `state.sent`). Closing 24 November answers 409 DAY_HAS_ORDERS (3 orders)
 * until the request says what becomes of them; any other closing, 409 « déjà fermée ». A holiday day whose label is "Refus" answers 409,
 * one without a capacity 400, and so does a cap of 0 open orders per customer, as the server does; a delivery
 * round starting at 9 h answers 409 (it overlaps one of 8 h – 10 h).
 */
export function stubAdminShopsApi({ user, shops = [metzCalendar] }: { user: User; shops?: ShopCalendar[] }) {
  const admin = stubAdminApi({ user });
  const state = { shops: structuredClone(shops), sent: [] as { method: string; path: string; body: unknown }[] };
  const inner = admin.fetchMock.getMockImplementation() as (
    input: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (!url.pathname.startsWith('/api/admin/shops')) return inner(input, init);
    if (url.pathname === '/api/admin/shops' && method === 'GET') return json(200, { shops: state.shops });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    state.sent.push({ method, path: url.pathname, body });
    const shop = state.shops[0] as ShopCalendar;
    if (url.pathname.endsWith('/closing-days') && method === 'POST') {
      const orders = body.orders as { action: 'move'; to: string } | { action: 'cancel'; message: string } | undefined;
      if (body.date === '2026-11-24' && !orders) {
        return json(409, {
          title: 'Conflit',
          status: 409,
          code: 'DAY_HAS_ORDERS',
          orderCount: 3,
          detail:
            '3 commandes sont déjà passées pour le mardi 24 novembre\u00a0: déplacez-les vers un autre jour, ou annulez-les (chaque client est prévenu).',
        });
      }
      if (body.date === '2026-11-24' && orders) {
        shop.closingDays.push({ date: '2026-11-24', reason: String(body.reason) });
        const closedDayOrders =
          orders.action === 'move' ? { action: 'move', count: 3, to: orders.to } : { action: 'cancel', count: 3 };
        return json(200, { ...shop, closedDayOrders });
      }
      return json(409, {
        title: 'Conflit',
        status: 409,
        code: 'CONFLICT',
        detail: `La boutique est déjà fermée le ${body.date === '2026-11-25' ? 'mercredi 25 novembre' : String(body.date)}.`,
      });
    }
    if (url.pathname.endsWith('/holidays') && method === 'POST') {
      if (body.label === 'Refus') {
        return json(409, {
          title: 'Conflit',
          status: 409,
          detail: 'Le jeudi 24 décembre est déjà un jour de fête pour cette boutique\u00a0: modifiez-le.',
        });
      }
      if (typeof body.capacity !== 'number') {
        return json(400, {
          title: 'Requête invalide',
          status: 400,
          detail: 'Certaines valeurs sont invalides.',
          errors: { Capacity: ['Indiquez la capacité de ce jour (un nombre entier).'] },
        });
      }
      shop.holidays.push({
        id: 1,
        date: String(body.date),
        label: String(body.label),
        ordersOpenAt: String(body.ordersOpenAt),
        cutOffAt: String(body.cutOffAt),
        capacity: Number(body.capacity),
        articleIds: (body.articleIds as number[]) ?? [],
        booked: 0,
        paymentPolicy: null,
      });
    }
    if (url.pathname.endsWith('/delivery-rounds') && method === 'POST') {
      if (body.starts === '09:00') {
        return json(409, {
          title: 'Conflit',
          status: 409,
          detail:
            'Cette tournée chevauche celle de 8\u00a0h\u00a0–\u00a010\u00a0h le mardi\u00a0: changez ses heures ou supprimez l’autre.',
        });
      }
      const { weekday, starts, ends, capacity } = body as {
        weekday: number;
        starts: string;
        ends: string;
        capacity: number;
      };
      shop.deliveryRounds.push({ id: shop.deliveryRounds.length + 1, weekday, starts, ends, capacity });
    }
    if (method === 'PATCH' && url.pathname === `/api/admin/shops/${shop.id}`) {
      if (body.openOrdersPerCustomerPerDay === 0) {
        return json(400, {
          title: 'Requête invalide',
          status: 400,
          detail: 'Certaines valeurs sont invalides.',
          errors: {
            OpenOrdersPerCustomerPerDay: [
              'Le nombre de commandes en cours par client et par jour doit être d’au moins 1.',
            ],
          },
        });
      }
      if (typeof body.dailyCapacity === 'number') shop.dailyCapacity = body.dailyCapacity;
      if (typeof body.openOrdersPerCustomerPerDay === 'number') {
        shop.openOrdersPerCustomerPerDay = body.openOrdersPerCustomerPerDay;
      }
      if (typeof body.acceptsMealVouchers === 'boolean') shop.acceptsMealVouchers = body.acceptsMealVouchers;
    }
    return json(200, shop);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}
