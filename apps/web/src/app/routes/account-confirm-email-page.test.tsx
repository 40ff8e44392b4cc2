import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAccountApi } from '../../features/account/testing/fake-account-api';
import { ME_QUERY_KEY } from '../../features/session/api/get-me';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });

const confirmButton = () => screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' });
const confirmCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/accounts/confirm-email');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('/account/confirm-email', () => {
  it('confirms the new address at a press, not on opening, and sends a visitor to the login page', async () => {
    const { state } = stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/confirm-email?token=abc');
    await user.click(await confirmButton());
    expect(confirmCalls(state.calls)).toEqual([
      { method: 'POST', path: '/api/accounts/confirm-email', body: { token: 'abc' } },
    ]);
    // toHaveTextContent reads the non-breaking space as a space.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre adresse e-mail est confirmée : c’est désormais nouvelle@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/account/login');
  });

  it('gives a logged-in user the new address and the way back to the account', async () => {
    const user = userEvent.setup();
    stubAccountApi({ user: makeUser({ pendingEmail: 'marie.nouvelle@example.com' }) });
    const { queryClient } = renderApp('/account/confirm-email?token=abc');
    await user.click(await confirmButton());
    expect(await screen.findByRole('link', { name: 'Retour à mon compte' })).toBeVisible();
    await waitFor(() =>
      expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({
        email: 'marie.nouvelle@example.com',
        pendingEmail: null,
      }),
    );
  });

  it('says when the link is no longer valid, or incomplete', async () => {
    const user = userEvent.setup();
    stubAccountApi();
    renderApp('/account/confirm-email?token=expired');
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ce lien n’est plus valable\. Enregistrez à nouveau/);
  });

  it('says an address without its token is incomplete, and sends nothing', async () => {
    const { state } = stubAccountApi();
    renderApp('/account/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ce lien est incomplet/);
    expect(confirmCalls(state.calls)).toEqual([]);
  });
});
