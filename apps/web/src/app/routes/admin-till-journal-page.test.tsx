import type { TillClosure, TillEntry } from '@boucherie/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, metzShop, stubAdminApi } from '../../test/fake-admin-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const owner = makeUser({ role: 'admin', firstName: 'Bernard', lastName: 'Thirion', email: 'admin@example.com' });
const staff = makeUser({ role: 'staff', firstName: 'Lucas', lastName: 'Martin', email: 'lucas@example.com' });

const hash = (c: string) => c.repeat(64);
const entry = (over: Partial<TillEntry>): TillEntry => ({
  seq: 41,
  shopId: metzShop.id,
  orderId: 42,
  orderNumber: '2026-000042',
  kind: 'payment',
  method: 'cash',
  amount: 23.5,
  vat: [{ rate: 5.5, ht: 22.27, tva: 1.23, ttc: 23.5 }],
  userId: 3,
  at: '2026-11-20T09:05:00.000Z',
  prevHash: hash('0'),
  hash: hash('a'),
  ...over,
});
const closure: TillClosure = {
  seq: 7,
  shopId: metzShop.id,
  kind: 'day',
  period: '2026-11-20',
  entryCount: 3,
  total: 31.4,
  byMethod: [
    { method: 'cash', amount: 23.5 },
    { method: 'meal_voucher', amount: 7.9 },
  ],
  byRate: [{ rate: 5.5, ht: 29.76, tva: 1.64, ttc: 31.4 }],
  grandTotal: 1204.6,
  closedAt: '2026-11-20T23:15:00.000Z',
  prevHash: hash('1'),
  hash: hash('b'),
};

/** The back office's fake, answering the till journal of 20 November at Metz-Centre. */
function stubTill(user: typeof owner, closures: TillClosure[]) {
  const base = stubAdminApi({ user, shops: [metzShop] });
  const inner = base.fetchMock.getMockImplementation() as NonNullable<
    ReturnType<typeof base.fetchMock.getMockImplementation>
  >;
  base.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/till-journal') {
      const entries = [
        entry({}),
        entry({ seq: 42, method: 'meal_voucher', amount: 7.9, hash: hash('c') }),
        entry({ seq: 43, kind: 'reversal', amount: -4, hash: hash('d') }),
      ];
      const body = { from: url.searchParams.get('from'), to: url.searchParams.get('to'), entries, closures };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', authenticated: 'true' },
      });
    }
    return inner(input, init);
  });
  return base;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/caisse', () => {
  it('shows the day’s chained payments, its « Z » and, for the owner, the month’s archive', async () => {
    const api = stubTill(owner, [closure]);
    renderApp(`/admin/caisse?shop=${metzShop.id}&date=2026-11-20`);
    expect(await screen.findByText(/3 encaissements le vendredi 20 novembre, total 27,40/, {}, ready)).toBeVisible();
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        `/api/admin/till-journal?shopId=${metzShop.id}&from=2026-11-20&to=2026-11-20`,
      ),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Titre-restaurant');
    expect(rows[3]).toHaveTextContent('Annulation');
    expect(rows[3]).toHaveTextContent(/-4,00\s€/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'n°\u00a02026-000042' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
    const z = screen.getByRole('region', { name: /^Clôture du jour \(«\sZ\s»\) n°\s7$/ });
    expect(z).toHaveTextContent(/grand total perpétuel de la boutique 1\s204,60\s€/);
    expect(z).toHaveTextContent(/TVA 5,5\s%31,40\s€/);
    expect(screen.getByRole('link', { name: /Télécharger l’archive du mois/ })).toHaveAttribute(
      'href',
      `/api/admin/till-journal/archive?period=2026-11&shopId=${metzShop.id}`,
    );
  });

  it('tells staff the day is not closed yet, and offers them no archive', async () => {
    stubTill(staff, []);
    renderApp(`/admin/caisse?shop=${metzShop.id}&date=2026-11-20`);
    expect(
      await screen.findByText(/La clôture de ce jour n’est pas encore faite|Le jour sera clôturé/, {}, ready),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Télécharger l’archive/ })).toBeNull();
  });
});
