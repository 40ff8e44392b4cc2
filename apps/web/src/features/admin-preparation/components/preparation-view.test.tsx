import type { PreparationResponse } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { stubAnswer } from '../../../test/stub-answer';
import { PreparationView } from './preparation-view';

const list: PreparationResponse = {
  shop: { id: 1, name: 'Maison Thirion Metz-Centre', department: 'METZ-CENTRE' },
  date: '2026-11-24',
  articles: [
    {
      articleId: 7,
      designation: 'Entrecôte',
      saleUnit: 'kg',
      totalQuantity: 12.5,
      orderCount: 4,
      notes: [{ orderNumber: '2026-000041', note: 'tranches fines' }],
    },
  ],
  orders: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the cutting list', () => {
  it('puts a header over each column: the article, its total, its orders and the preparations asked', async () => {
    stubAnswer(list);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PreparationView day={{ shopId: 1, date: '2026-11-24' }} dayName="Mardi 24 novembre" />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    const row = within(table).getByRole('row', { name: /Entrecôte/ });
    const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
    expect(headers.map((h) => h.textContent)).toEqual(['Article', 'Total', 'Commandes', 'Préparations demandées']);
    // Each header stands over its own column's cell.
    expect(cells.map((c) => c.textContent)).toEqual([
      'Entrecôte',
      '12,500\u00a0kg',
      '4',
      'n°\u00a02026-000041\u00a0: tranches fines',
    ]);
  });
});
