import type { User } from '@boucherie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { makeUser } from '../../../test/users';
import { ME_QUERY_KEY } from '../api/get-me';
import { preferencesStore } from '../preferences-store';
import { ProPendingNotice } from './pro-pending-notice';
import { SpaceSwitch } from './space-switch';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const PENDING =
  'Votre compte professionnel est en cours de validation par la boutique. En attendant, vous voyez les prix particuliers.';

function renderAs(user: User | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <SpaceSwitch />
      <ProPendingNotice />
    </QueryClientProvider>,
  );
}

const proButton = () => screen.getByRole('button', { name: 'Professionnel' });

afterEach(() => {
  vi.mocked(showToast).mockClear();
  preferencesStore.setSpace('particulier');
});

describe('SpaceSwitch', () => {
  it('keeps a pro account waiting for approval in the particulier space, and says why', async () => {
    renderAs(makeUser({ userType: 2, proStatus: 'pending' }));
    expect(screen.getByText(PENDING)).toBeVisible();
    await userEvent.click(proButton());
    expect(showToast).toHaveBeenCalledWith('info', PENDING);
    expect(proButton()).toHaveAttribute('aria-pressed', 'false');
    expect(preferencesStore.get().space).toBe('particulier');
  });

  it('is not shown to a signed-in approved pro, who is always in the pro space', () => {
    renderAs(makeUser({ userType: 2, proStatus: 'approved' }));
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Espace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Particulier' })).toBeNull();
  });

  it('lets a visitor choose the pro space', async () => {
    renderAs(null);
    await userEvent.click(proButton());
    expect(showToast).not.toHaveBeenCalled();
    expect(proButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a particulier the pro space is for pro accounts', async () => {
    renderAs(makeUser());
    await userEvent.click(proButton());
    expect(showToast).toHaveBeenCalledWith('info', 'L’espace professionnel est réservé aux comptes professionnels.');
    expect(proButton()).toHaveAttribute('aria-pressed', 'false');
  });
});
