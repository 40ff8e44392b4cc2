import type { AdminCategoriesResponse } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { CategoryTree } from './category-tree';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const sub = (id: number, name: string, articleCount: number) => ({
  id,
  categoryId: 1,
  name,
  isHidden: false,
  articleCount,
});
const tree = (order: number[]): AdminCategoriesResponse => {
  const all = { 1: 'Bœuf', 2: 'Veau' } as Record<number, string>;
  return {
    categories: order.map((id) => ({
      id,
      name: all[id] as string,
      description: '',
      isHidden: false,
      subCategories: id === 1 ? [sub(11, 'Pièces à griller', 7), sub(12, 'Vide', 0)] : [],
    })),
  };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

function stub() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return json(200, tree([1, 2]));
      if (url === '/api/admin/categories/1/move') return json(200, tree([2, 1]));
      if (url === '/api/admin/sub-categories/11' && method === 'DELETE') {
        return json(409, {
          title: 'Conflit',
          status: 409,
          detail:
            'La sous-catégorie «\u00a0Pièces à griller\u00a0» contient encore 7 articles (retirés compris)\u00a0: déplacez-les vers une autre sous-catégorie, ou masquez-la plutôt que de la supprimer.',
        });
      }
      return json(404, { title: 'Ressource introuvable', status: 404 });
    }),
  );
  return calls;
}

const renderTree = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CategoryTree />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('CategoryTree', () => {
  it('moves a category down with its arrow and keeps the focus on it', async () => {
    const calls = stub();
    renderTree();
    const down = await screen.findByRole('button', { name: 'Descendre la catégorie Bœuf' });
    expect(screen.getByRole('button', { name: 'Monter la catégorie Bœuf' })).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Veau', 'Bœuf']),
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/categories/1/move',
      body: { direction: 'down' },
    });
    // Last now: its down arrow is disabled, so the focus stays in the row on its other arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monter la catégorie Bœuf' })).toHaveFocus());
  });

  it('says the server’s refusal next to a sub-category that still holds articles', async () => {
    stub();
    renderTree();
    const row = (await screen.findByRole('heading', { level: 3, name: 'Pièces à griller' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(within(row).getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect((await within(row).findByRole('alert')).textContent).toContain(
      'contient encore 7 articles (retirés compris)\u00a0: déplacez-les vers une autre sous-catégorie',
    );
    expect(within(row).queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
