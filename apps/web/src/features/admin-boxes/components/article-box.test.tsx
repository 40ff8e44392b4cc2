import type { Box } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeLot } from '../../../test/fake-lines';
import { json } from '../../../test/fake-responses';
import { ArticleBox } from './article-box';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

// A calf slaughtered on the 12th: the box's animal, as the lot chooser names it.
const lot = makeLot({ id: 4, code: 'L2026-0004', breed: 'Limousine', category: 'veau', slaughterDate: '2026-12-12' });

const box: Box = {
  id: 1,
  articleId: 7,
  designation: 'Colis de veau',
  kind: 'colis',
  lot: { id: 4, code: 'L2026-0004', slaughterDate: '2026-12-12' },
  boxCount: 12,
  nominalWeightGrams: 5000,
  nominalWeightText: 'environ 5\u00a0kg',
  pricePerKgCents: 1890,
  nominalPriceCents: 9450,
  distributionDate: '2026-12-15',
  shopId: 1,
  depositPercent: 30,
  depositCents: 2835,
  sold: 3,
  remaining: 9,
  cancelledAt: null,
};

function stub(current: Box | null, putAnswer: (body: Record<string, unknown>) => Response) {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/admin/articles/7/box') && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return putAnswer(body);
      }
      if (url.startsWith('/api/admin/articles/7/box')) {
        return current ? json(200, current) : json(404, { status: 404, title: 'Introuvable', code: 'NOT_FOUND' });
      }
      if (url.startsWith('/api/admin/lots')) return json(200, { items: [lot] });
      if (url.startsWith('/api/shops')) return json(200, { shops: [{ id: 1, name: 'Metz' }] });
      throw new Error(`unexpected ${url}`);
    }),
  );
  return puts;
}

const show = (saleUnit: 'piece' | 'kg' = 'piece') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ArticleBox article={{ id: 7, saleUnit }} quotas={<p>Éditeur des quantités</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ArticleBox', () => {
  it('makes a piece article a box in kilograms and euros, and hides the quota editor once it is one', async () => {
    const puts = stub(null, (body) => json(200, { ...box, ...body, sold: 0, remaining: 10 }));
    show();
    expect(await screen.findByText('Éditeur des quantités')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Faire de cet article un colis' }));
    await userEvent.selectOptions(await screen.findByLabelText('Animal (lot)'), '4');
    await userEvent.type(screen.getByLabelText('Nombre de colis'), '10');
    await userEvent.type(screen.getByLabelText('Prix au kilo (€)'), '18,90');
    fireEvent.change(screen.getByLabelText('Jour de retrait'), { target: { value: '2026-12-15' } });
    expect((await screen.findByTestId('box-preview')).textContent).toContain('acompte 28,35\u00a0€');
    await userEvent.click(screen.getByRole('button', { name: 'Vendre en colis' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      lotId: 4,
      boxCount: 10,
      nominalWeightGrams: 5000,
      pricePerKgCents: 1890,
      distributionDate: '2026-12-15',
      shopId: 1,
      depositPercent: 30,
    });
    expect(await screen.findByRole('heading', { name: 'Colis de l’animal L2026-0004' })).toBeInTheDocument();
    expect(screen.queryByText('Éditeur des quantités')).not.toBeInTheDocument();
  });

  it('puts the server’s French refusal on its field', async () => {
    const message = 'Le retrait ne peut précéder l’abattage du samedi 12 décembre\u00a0: choisissez un jour après.';
    stub(box, () =>
      json(400, {
        status: 400,
        title: 'Requête invalide',
        code: 'VALIDATION',
        errors: { DistributionDate: [message] },
      }),
    );
    show();
    expect((await screen.findByTestId('box-sold')).textContent).toBe('3\u00a0colis vendus sur 12, 9\u00a0restants');
    expect(screen.queryByText('Éditeur des quantités')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer le colis' }));
    await waitFor(() => expect(document.body.textContent).toContain(message));
    expect(screen.getByLabelText('Jour de retrait')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a count as it is typed, in French', async () => {
    stub(box, () => json(200, box));
    show();
    const count = await screen.findByLabelText('Nombre de colis');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(await screen.findByText('Indiquez un nombre de colis entier, de 1 à 200.')).toBeInTheDocument();
  });

  it('leaves an article sold by the kilo to its quotas', async () => {
    stub(null, () => json(200, box));
    show('kg');
    expect(await screen.findByText('Éditeur des quantités')).toBeInTheDocument();
    expect(screen.queryByText('Vendre en colis')).not.toBeInTheDocument();
  });
});
