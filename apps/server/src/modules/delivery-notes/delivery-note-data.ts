import { parisDate } from '@boucherie/contract';
import type { Seller } from '../documents/seller.js';
import { originText } from '../invoices/invoice-data.js';
import { documentLot, type findOrderLinesWithOrigin, type OrderDocumentRow } from '../orders/index.js';

/** What a delivery note shows: no prices (they are on the invoice), the weights, origins and lots. */
export type DeliveryNote = {
  reference: string;
  seller: Seller;
  order: { number: string; orderedOn: string; date: string; window: { starts: string; ends: string } | null };
  customer: { name: string; contact: string; street: string; postCode: string; city: string; phone: string };
  delivery: { company: string; name: string; street: string; postCode: string; city: string };
  instructions: string | null;
  comment: string | null;
  shop: { name: string; phone: string };
  lines: NoteLine[];
};

export type NoteLine = {
  designation: string;
  unit: 'kg' | 'piece';
  /** Kilograms or pieces, as ordered. */
  ordered: number;
  /** Kilograms weighed; pieces as ordered; null: not weighed yet (or unavailable). */
  delivered: number | null;
  unavailable: boolean;
  origin: string | null;
  lot: string | null;
  note: string | null;
};

type LineRow = Awaited<ReturnType<typeof findOrderLinesWithOrigin>>[number];

const person = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function lineOf(l: LineRow): NoteLine {
  const ordered = l.quantity_hundredths / 100;
  const unavailable = l.is_unavailable === 1;
  const delivered = unavailable
    ? null
    : l.sale_unit === 'kg'
      ? l.weighed_grams === null
        ? null
        : l.weighed_grams / 1000
      : ordered;
  const { lot, lotOrigin } = documentLot(l);
  return {
    designation: l.designation,
    unit: l.sale_unit,
    ordered,
    delivered,
    unavailable,
    origin:
      lotOrigin ?? originText({ born: l.origin_born, raised: l.origin_raised, slaughtered: l.origin_slaughtered }),
    lot: unavailable ? null : lot,
    note: l.preparation_note,
  };
}

export function deliveryNoteOf(order: OrderDocumentRow, lines: LineRow[], seller: Seller): DeliveryNote {
  const contact = person(order.first_name, order.last_name);
  return {
    reference: `BL-${order.number}`,
    seller,
    order: {
      number: order.number,
      orderedOn: parisDate(new Date(order.created_at)),
      date: order.date,
      window:
        order.time_window_starts && order.time_window_ends
          ? { starts: order.time_window_starts, ends: order.time_window_ends }
          : null,
    },
    customer: {
      name: (order.is_pro === 1 && order.company) || contact || 'Client',
      contact: order.is_pro === 1 && order.company ? contact : '',
      street: order.street_and_number ?? '',
      postCode: order.post_code ?? '',
      city: order.locality ?? '',
      phone: order.phone_number ?? '',
    },
    delivery: {
      company: order.address_company ?? '',
      name: person(order.address_first_name, order.address_last_name),
      street: order.address_street ?? '',
      postCode: order.address_post_code ?? '',
      city: order.address_city ?? '',
    },
    instructions: order.delivery_instructions,
    comment: order.comment,
    shop: { name: order.shop_name, phone: order.shop_phone },
    lines: lines.map(lineOf),
  };
}
