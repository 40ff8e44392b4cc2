import type { Article } from '@boucherie/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { showToast } from '../../../lib/toast';
import { callsTo, entrecote, stubShopApi } from '../../../test/fake-shop-api';
import { makeUser } from '../../../test/users';
import { articleQueryOptions } from '../../catalogue';
import { ME_QUERY_KEY } from '../../session';
import { FavoriteToggle } from './favorite-toggle';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

afterEach(() => vi.unstubAllGlobals());

/** The heart of an article as the article page shows it, from the query cache. */
function Heart({ id }: { id: number }) {
  const { data } = useQuery(articleQueryOptions(id));
  return data ? <FavoriteToggle article={data as Article} /> : null;
}

function renderHeart(user: ReturnType<typeof makeUser> | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/product/2']}>
        <Heart id={entrecote.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FavoriteToggle', () => {
  it('adds and removes a favourite for a logged-in user (POST then DELETE)', async () => {
    const { fetchMock, state } = stubShopApi({ user: makeUser() });
    const user = userEvent.setup();
    renderHeart(makeUser());
    const heart = await screen.findByRole('button', { name: 'Favori\u00a0: Entrecôte' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(state.favorites.has(entrecote.id)).toBe(true);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo(fetchMock, 'POST', '/api/articles/favorites/2')).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/articles/favorites/2')).toHaveLength(1);
  });

  it('invites a visitor to log in, without calling the server', async () => {
    const { fetchMock } = stubShopApi({});
    const user = userEvent.setup();
    renderHeart(null);
    await user.click(await screen.findByRole('button', { name: 'Favori\u00a0: Entrecôte' }));
    expect(showToast).toHaveBeenCalledWith(
      'info',
      'Connectez-vous pour retrouver vos articles favoris sur tous vos appareils.',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Se connecter' }) }),
    );
    expect(callsTo(fetchMock, 'POST', '/api/articles/favorites/2')).toHaveLength(0);
  });
});
