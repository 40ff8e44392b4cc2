import type { AdminOrderDetail, OrderStatus } from '@boucherie/contract';
import { beyondTolerance, foldForSearch, parisDate, searchWordsOf } from '@boucherie/contract';
import { json, problem } from './fake-responses';

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  Pending: 'Confirmed',
  Confirmed: 'Ready',
  Ready: 'Completed',
};

const OPEN: OrderStatus[] = ['Pending', 'Confirmed', 'Ready'];

/** Today's orders first, then the coming days' (nearest first), then the days gone by (latest first). */
const nearestFirst = (today: string) => (a: AdminOrderDetail, b: AdminOrderDetail) => {
  const past = (o: AdminOrderDetail) => (o.date < today ? 1 : 0);
  return past(a) - past(b) || (past(a) ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date));
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Totals of an order from its lines, as the server re-prices them (TTC, one VAT rate). */
function reprice(order: AdminOrderDetail): AdminOrderDetail {
  const lines = order.lines.map((l) => {
    const quantity = l.weighedQuantity ?? l.quantity;
    return { ...l, lineTotal: l.isUnavailable ? 0 : round2(quantity * l.unitPrice) };
  });
  const total = round2(lines.reduce((sum, l) => sum + l.lineTotal, 0));
  const vat = round2(total - total / 1.055);
  return {
    ...order,
    lines,
    linesTotal: total,
    totalTTC: total,
    totalVAT: vat,
    totalHT: round2(total - vat),
    hasEstimatedLines: lines.some((l) => l.saleUnit === 'kg' && l.weighedQuantity === null && !l.isUnavailable),
  };
}

/** The fake back office's orders, and what the tests read back of the calls made. */
export type AdminOrdersState = {
  orders: AdminOrderDetail[];
  lineUpdates: { orderId: number; lineId: number; body: Record<string, unknown> }[];
  statusChanges: { orderId: number; body: Record<string, unknown> }[];
  counterPayments: { orderId: number; body: Record<string, unknown> }[];
  /** The orders marked « Payé au comptoir ». */
  paidAtCounter: number[];
  /** While set, an order's GET answers the order as it was when asked, once this promise settles. */
  heldReads: Promise<void> | null;
};

/** GET /api/admin/orders: a shop's day, or a search through every day's open orders. */
export function answerOrderList(url: URL, state: AdminOrdersState) {
  const q = url.searchParams;
  const typed = q.get('Search') ?? '';
  const words = searchWordsOf(typed);
  // Without a day, a search looks through every day's open orders (a complete number: any status).
  const anyDay = !q.get('date') && words.length > 0;
  const items = state.orders.filter(
    (o) =>
      (!q.get('shopId') || String(o.shop.id) === q.get('shopId')) &&
      (!q.get('date') || o.date === q.get('date')) &&
      (!anyDay || OPEN.includes(o.status) || o.number === typed) &&
      words.every((w) =>
        foldForSearch(`${o.number} ${o.customer.firstName} ${o.customer.lastName} ${o.customer.email}`).includes(w),
      ),
  );
  if (anyDay) items.sort(nearestFirst(parisDate(new Date())));
  return json(200, { items, pageNumber: 1, pageSize: 100, totalCount: items.length, totalPages: 1 });
}

type Body = Record<string, unknown>;

/** PUT /api/admin/orders/{id}/lines/{lineId}: weighing with the shop's 10 % tolerance and the customer's agreement. */
function weighLine(state: AdminOrdersState, index: number, order: AdminOrderDetail, lineId: number, body: Body) {
  state.lineUpdates.push({ orderId: order.id, lineId, body });
  const target = order.lines.find((l) => l.id === lineId);
  if (!target) return problem(404, 'Cette ligne n’existe pas dans la commande.');
  const weight = body.weighedQuantity as number | null | undefined;
  const grams = (kg: number) => Math.round(kg * 1000);
  const beyond = typeof weight === 'number' && beyondTolerance(grams(target.quantity), grams(weight), 10);
  const rise = beyond && (weight as number) > target.quantity;
  if (beyond && !body.confirm) {
    const what = `${String(weight).replace('.', ',')}\u00a0kg pour ${String(target.quantity).replace('.', ',')}\u00a0kg commandés\u00a0: l’écart dépasse la tolérance de 10\u00a0%.`;
    return problem(
      409,
      rise
        ? `${what} Le prix dépasse ce que le client attend\u00a0: parez la pièce, ou notez comment il a donné son accord.`
        : `${what} Vérifiez la pesée, puis confirmez ce poids.`,
    );
  }
  const agreed = body.agreement !== undefined;
  const unnoted = order.agreementNotNoted.filter((id) => id !== target.id);
  const agreementNotNoted =
    (rise && !agreed) || (weight === undefined && !agreed && order.agreementNotNoted.includes(target.id))
      ? [...unnoted, target.id]
      : unnoted;
  const lot = typeof body.lotNumber === 'string' ? body.lotNumber.trim() : undefined;
  if (lot && !/^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/.test(lot)) {
    return json(400, {
      title: 'Requête invalide',
      status: 400,
      errors: {
        LotNumber: ['Le numéro de lot\u00a0: lettres, chiffres, espaces, points, tirets, barres obliques seulement.'],
      },
    });
  }
  const lines = order.lines.map((l) =>
    l.id === target.id
      ? {
          ...l,
          weighedQuantity: weight === undefined ? l.weighedQuantity : weight,
          isUnavailable: (body.unavailable as boolean | undefined) ?? l.isUnavailable,
          // As the server: a lot typed, or else the article's once weighed.
          lotNumber: lot === undefined ? l.lotNumber : lot || l.articleLotNumber,
        }
      : l,
  );
  const next = reprice({ ...order, lines, agreementNotNoted });
  state.orders[index] = next;
  return json(200, next);
}

/** One order: its GET (held while `heldReads` is set), its status moves and the weighing of its lines. */
export function answerOrder(path: string, method: string, body: Body, state: AdminOrdersState) {
  const match = /^\/api\/admin\/orders\/(\d+)(?:\/(status|lines\/(\d+)))?$/.exec(path);
  if (!match) return undefined;
  const index = state.orders.findIndex((o) => o.id === Number(match[1]));
  const order = state.orders[index];
  if (!order) return problem(404, 'Cette commande n’existe pas.');
  if (!match[2]) {
    const held = state.heldReads;
    if (!held) return json(200, order);
    const asked = structuredClone(order);
    return held.then(() => json(200, asked));
  }
  if (match[2] === 'status' && method === 'POST') {
    state.statusChanges.push({ orderId: order.id, body });
    const target = body.status as OrderStatus;
    const allowed = target === 'Cancelled' ? order.status !== 'Completed' : NEXT[order.status] === target;
    if (!allowed) return problem(409, 'Ce changement de statut n’est pas possible.');
    // As the server (issue 45): no hand-over while money is due, unless the staff say why it leaves unpaid.
    if (target === 'Completed' && order.payment.dueAmount > 0 && !body.unpaid)
      return problem(409, 'Il reste de l’argent à encaisser pour cette commande.');
    const next = { ...order, status: target, cancelReason: (body.reason as string | undefined) ?? null };
    state.orders[index] = next;
    return json(200, next);
  }
  if (match[3] && method === 'PUT') return weighLine(state, index, order, Number(match[3]), body);
  return undefined;
}

/**
 * POST /api/admin/orders/{id}/payment/paid-at-counter: the card's hold let go, what is due taken at the till as
 * one entry (issue 45).
 */
function answerPaidAtCounter(path: string, method: string, state: AdminOrdersState) {
  const match = /^\/api\/admin\/orders\/(\d+)\/payment\/paid-at-counter$/.exec(path);
  if (!match || method !== 'POST') return undefined;
  const index = state.orders.findIndex((o) => o.id === Number(match[1]));
  const order = state.orders[index];
  if (!order) return problem(404, 'Cette commande n’existe pas.');
  state.paidAtCounter.push(order.id);
  const entry = {
    id: 1,
    method: 'card' as const,
    amount: order.totalTTC,
    at: '2026-11-24T10:00:00.000Z',
    reversesId: null,
  };
  const payment = {
    ...order.payment,
    status: 'released' as const,
    heldAmount: 0,
    dueAmount: 0,
    counterPayments: [entry],
  };
  state.orders[index] = { ...order, payment };
  return json(200, state.orders[index]);
}

/** POST /api/admin/orders/{id}/counter-payments: the till's entry, at most what is due (issue 45). */
export function answerCounterPayment(path: string, method: string, body: Body, state: AdminOrdersState) {
  const paid = answerPaidAtCounter(path, method, state);
  if (paid) return paid;
  const match = /^\/api\/admin\/orders\/(\d+)\/counter-payments$/.exec(path);
  if (!match || method !== 'POST') return undefined;
  const index = state.orders.findIndex((o) => o.id === Number(match[1]));
  const order = state.orders[index];
  if (!order) return problem(404, 'Cette commande n’existe pas.');
  const amount = Number(body.amount);
  if (!(amount > 0) || amount > order.payment.dueAmount)
    return problem(400, 'Le montant dépasse ce qui reste à payer.');
  state.counterPayments.push({ orderId: order.id, body });
  const entry = {
    id: state.counterPayments.length,
    method: body.method as 'cash',
    amount,
    at: '2026-11-24T10:00:00.000Z',
    reversesId: null,
  };
  const dueAmount = Math.round((order.payment.dueAmount - amount) * 100) / 100;
  const next = {
    ...order,
    payment: { ...order.payment, dueAmount, counterPayments: [...order.payment.counterPayments, entry] },
  };
  state.orders[index] = next;
  return json(201, next);
}
