import type { AdminArticleDetail, AdminCategoriesResponse } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeAdminArticle } from '../../../test/fake-lines';
import { ArticleForm } from './article-form';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const categories: AdminCategoriesResponse = {
  categories: [
    {
      id: 1,
      name: 'Bœuf',
      description: '',
      isHidden: false,
      subCategories: [{ id: 2, categoryId: 1, name: 'Pièces à griller', isHidden: false, articleCount: 7 }],
    },
  ],
};

const article: AdminArticleDetail = {
  ...makeAdminArticle({
    designation: 'Bavette d’aloyau',
    description: 'Une viande goûteuse.',
    origin: { born: 'France', raised: 'France', slaughtered: 'France' },
  }),
  priceHistory: [{ pricePerUnit: 27.9, purchasePricePerUnit: 19.5, validFrom: '2026-09-24T19:10:00.000Z' }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

function stub(patchAnswer: (body: Record<string, unknown>) => Response) {
  const patches: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/admin/categories')) return json(200, categories);
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        return patchAnswer(body);
      }
      return json(404, { title: 'Ressource introuvable', status: 404 });
    }),
  );
  return patches;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ArticleForm article={article} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ArticleForm', () => {
  it('shows the article’s sub-category and sends only the new price, typed the French way', async () => {
    const patches = stub((body) => json(200, { ...article, ...body }));
    renderForm();
    expect(await screen.findByLabelText('Sous-catégorie')).toHaveValue('2');
    const price = screen.getByLabelText('Prix TTC (€, le kilo)');
    await userEvent.clear(price);
    await userEvent.type(price, '29,90');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(patches).toEqual([{ pricePerUnit: 29.9 }]));
  });

  it('puts the server’s French message under the field it concerns', async () => {
    stub(() =>
      json(400, {
        title: 'Requête invalide',
        status: 400,
        errors: { DiscountedPrice: ['Le prix remisé doit être inférieur au prix TTC (27,90\u00a0€).'] },
      }),
    );
    renderForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Remise/ }));
    await userEvent.type(screen.getByLabelText('Prix remisé TTC (€)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    const field = screen.getByLabelText('Prix remisé TTC (€)');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Le prix remisé doit être inférieur/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Summed up at the top, which takes the focus; its link leads to the field.
    const summary = screen.getByRole('alert', { name: '1\u00a0erreur à corriger' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /Le prix remisé doit être inférieur/ }));
    expect(field).toHaveFocus();
  });

  it('keeps the butcher’s grams for weighed articles: hidden and not sent for an article sold by the piece', async () => {
    const patches = stub((body) => json(200, { ...article, ...body }));
    renderForm();
    const step = await screen.findByLabelText('Pas de quantité');
    await userEvent.clear(step);
    await userEvent.type(step, 'beaucoup');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(step).toHaveAccessibleDescription(/un nombre de grammes est attendu/));
    expect(patches).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'À la pièce' }));
    expect(screen.queryByLabelText('Pas de quantité')).toBeNull();
    expect(screen.getByLabelText('Portion par personne')).toHaveValue('250');
    await userEvent.type(screen.getByLabelText('Poids moyen d’une pièce (g)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { saleUnit: 'piece', averageWeightGrams: 300, defaultQuantityGrams: null, quantityStepGrams: null },
      ]),
    );
  });

  it('checks the shelf life in days (issue 39) before sending it', async () => {
    const patches = stub((body) => json(200, { ...article, ...body }));
    renderForm();
    const days = await screen.findByLabelText('Durée de conservation');
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/60\u00a0jours au plus/));
    expect(patches).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(patches).toEqual([{ shelfLifeDays: 3 }]));
  });

  it('puts a server message about one label under the labels field', async () => {
    stub(() =>
      json(400, {
        title: 'Requête invalide',
        status: 400,
        errors: { 'Labels[1]': ['Un label\u00a0: 40 caractères au plus.'] },
      }),
    );
    renderForm();
    const labels = await screen.findByLabelText('Labels');
    await userEvent.type(labels, ', Une appellation beaucoup trop longue pour tenir ici');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(labels).toHaveAccessibleDescription(/Un label\u00a0: 40 caractères au plus/));
  });

  it('sends the lot typed, and shows the server’s French message about it under the field', async () => {
    const patches = stub((body) =>
      body.lotNumber === 'L2026-1147'
        ? json(200, { ...article, ...body })
        : json(400, {
            title: 'Requête invalide',
            status: 400,
            errors: {
              LotNumber: [
                'Le numéro de lot\u00a0: lettres, chiffres, espaces, points, tirets, barres obliques seulement.',
              ],
            },
          }),
    );
    renderForm();
    const lot = await screen.findByLabelText('Numéro de lot');
    await userEvent.type(lot, 'L2026<1147>');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(lot).toHaveAccessibleDescription(/Le numéro de lot\u00a0: lettres, chiffres/));
    expect(lot).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(lot);
    await userEvent.type(lot, ' L2026-1147 ');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ lotNumber: 'L2026-1147' }));
  });
});
