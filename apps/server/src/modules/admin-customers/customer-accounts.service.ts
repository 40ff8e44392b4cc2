import {
  CUSTOMER_PAGE_ORDERS,
  type CustomerDetail,
  type CustomerSummary,
  type CustomersQuery,
  type CustomersResponse,
  type UnpaidHandover,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { addressAndChoicesOf, namesOf, proStatusOf } from '../accounts/account-answer.js';
import type { StaffScope } from '../admin/staff-scope.js';
import * as repo from './customer-accounts.repository.js';

type Query = z.output<typeof CustomersQuery>;

export const CUSTOMER_NOT_FOUND = 'Ce client n’existe pas ou son compte a été supprimé.';

function toSummary(row: repo.CustomerSummaryRow): CustomerSummary {
  return {
    id: row.id,
    userType: row.user_type,
    proStatus: proStatusOf(row),
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    company: row.company,
    email: row.email ?? '',
    phone: row.phone_number ?? '',
    locality: row.locality ?? '',
    createdAt: row.created_at,
    orderCount: Number(row.order_count ?? 0),
    lastOrderDate: row.last_order_date ?? null,
  };
}

export async function searchCustomers(db: Db, scope: StaffScope, query: Query): Promise<CustomersResponse> {
  const { rows, total } = await repo.findCustomers(db, scope, query.Search, query.PageSize, offsetOf(query));
  return pageOf(rows.map(toSummary), query, total);
}

/** A customer's page: the account, their orders (staff: at their shops) and what they add up to. */
export async function getCustomer(db: Db, scope: StaffScope, id: number): Promise<CustomerDetail> {
  const row = await repo.findCustomer(db, scope, id);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const [orders, totals, unpaid] = await Promise.all([
    repo.findCustomerOrders(db, scope, id, CUSTOMER_PAGE_ORDERS),
    repo.findCustomerOrderTotals(db, scope, id),
    repo.findUnpaidHandovers(db, scope, id),
  ]);
  const kept = Number(totals.kept);
  const ttc = Number(totals.ttc_cents);
  return {
    ...toSummary(row),
    ...namesOf(row),
    email2: row.email2,
    phone2: row.phone_number2,
    ...addressAndChoicesOf(row),
    proApprovedAt: row.pro_approved_at,
    totals: {
      orderCount: kept,
      cancelledCount: Number(totals.cancelled),
      totalHT: toEuros(Number(totals.ht_cents)),
      totalTTC: toEuros(ttc),
      averageTTC: kept > 0 ? toEuros(Math.round(ttc / kept)) : null,
      firstOrderDate: totals.first_date ?? null,
      lastOrderDate: totals.last_date ?? null,
    },
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      date: o.date,
      status: o.status,
      mode: o.mode,
      shopName: o.shop_name,
      priceBasis: o.is_pro === 1 ? 'HT' : 'TTC',
      totalHT: toEuros(o.total_ht_cents),
      totalTTC: toEuros(o.total_ttc_cents),
      createdAt: o.created_at,
    })),
    unpaidHandovers: unpaid.map(toUnpaidHandover),
  };
}

/** The hand-over's step keeps the staff's reason and what was due then (order-lifecycle/transition.ts). */
function toUnpaidHandover(row: Awaited<ReturnType<typeof repo.findUnpaidHandovers>>[number]): UnpaidHandover {
  const detail = JSON.parse(row.detail) as { unpaid?: string; dueCents?: number };
  return {
    orderId: row.id,
    number: row.number,
    at: row.at,
    reason: detail.unpaid ?? '',
    amount: toEuros(detail.dueCents ?? 0),
  };
}
