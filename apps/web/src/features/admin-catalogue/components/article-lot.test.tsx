import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeLot } from '../../../test/fake-lines';
import { json } from '../../../test/fake-responses';
import { ArticleLot } from './article-lot';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

afterEach(() => vi.unstubAllGlobals());

describe('ArticleLot', () => {
  it('shows the lot the article is sold from, offers the open ones, and sends the one chosen', async () => {
    const puts: unknown[] = [];
    const lots = [
      makeLot({ id: 1, code: 'L2026-0001', articles: [{ id: 12, designation: 'Entrecôte' }] }),
      makeLot({ id: 2, code: 'L2026-0002', breed: 'Limousine' }),
      makeLot({ id: 3, code: 'L2026-0003', closedAt: '2026-11-30T10:00:00.000Z' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') {
          puts.push({ url, body: JSON.parse(String(init.body)) });
          return json(200, { articleId: 12, lot: lots[1], since: '2026-12-04T10:00:00.000Z' });
        }
        return json(200, { items: lots });
      }),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <ArticleLot articleId={12} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'L2026-0001' })).toHaveAttribute('href', '/tracabilite/L2026-0001');
    const select = screen.getByLabelText('Vendre de ce lot');
    expect(select).toHaveValue('1');
    // A closed lot cannot be chosen.
    expect(screen.queryByRole('option', { name: /L2026-0003/ })).toBeNull();
    await userEvent.selectOptions(select, screen.getByRole('option', { name: /L2026-0002/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Changer de lot' }));
    await waitFor(() => expect(puts).toEqual([{ url: '/api/admin/articles/12/lot', body: { lotId: 2 } }]));
  });
});
