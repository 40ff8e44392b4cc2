import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { ArticleQuotas } from './article-quotas';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

const holiday = (id: number, shop: string) => ({
  id,
  date: '2026-12-24',
  label: 'Noël',
  ordersOpenAt: '2026-11-01T09:00',
  cutOffAt: '2026-12-20T18:00',
  capacity: 120,
  articleIds: [],
  booked: 0,
  paymentPolicy: null,
  shop,
});

function stub() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/admin/articles/3/quotas') && init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return json(200, {
          saleUnit: 'piece',
          items: [{ date: '2026-12-24', holidayId: 11, holidayLabel: 'Noël', quantity: 60, remaining: 60 }],
        });
      }
      if (url.startsWith('/api/admin/articles/3/quotas')) return json(200, { saleUnit: 'piece', items: [] });
      if (url.startsWith('/api/admin/shops')) {
        // Two shops, one Noël each: one choice, since a quota is the business's.
        return json(200, { shops: [{ holidays: [holiday(11, 'Metz')] }, { holidays: [holiday(12, 'Nancy')] }] });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('ArticleQuotas', () => {
  it('sets a quantity for a holiday, sent as its holidayId, and says what is left on that day', async () => {
    const puts = stub();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ArticleQuotas articleId={3} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un jour de fête' }));
    const select = screen.getByLabelText('Jour de fête');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Noël — jeudi 24 décembre']);
    await userEvent.type(screen.getByLabelText('Quantité (pièces)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    await waitFor(() => expect(puts).toEqual([[{ holidayId: 11, quantity: 60 }]]));
    expect((await screen.findByTestId('quota-left')).textContent).toMatch(/^Reste 60\spièces le 24 décembre$/);
  });
});
