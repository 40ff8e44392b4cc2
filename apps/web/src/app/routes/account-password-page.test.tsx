import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_ANSWER, stubAccountApi } from '../../features/account/testing/fake-account-api';
import { showToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await Promise.all([import('./home-page'), import('./account-login-page'), import('./account-verify-page')]);
});

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('/account/password', () => {
  it('asks for an e-mail, then gives the server’s answer, the same for any address', async () => {
    const { state } = stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/password');
    const email = await screen.findByLabelText('Adresse e-mail de votre compte');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Saisissez votre adresse e-mail.'));

    await user.type(email, 'Inconnu@Example.com');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_ANSWER);
    expect(state.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/accounts/reset-password/get-token',
      body: { email: 'inconnu@example.com' },
    });
  });
});

describe('/account/reset-password', () => {
  it('says the link is incomplete without a token', async () => {
    stubAccountApi();
    renderApp('/account/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien est incomplet.');
    expect(screen.getByRole('link', { name: 'demandez un nouveau lien' })).toHaveAttribute('href', '/account/password');
  });

  it('wants the new password twice, alike, then sends it with the token and goes to the login page', async () => {
    const { state } = stubAccountApi();
    const user = userEvent.setup();
    const { router } = renderApp('/account/reset-password?token=abc123');
    const password = await screen.findByLabelText('Nouveau mot de passe');
    const confirmation = screen.getByLabelText('Confirmez le nouveau mot de passe');
    await user.type(password, 'court');
    await user.tab();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('au moins 8 caractères'));
    await user.clear(password);
    await user.type(password, 'une phrase de passe');
    await user.type(confirmation, 'une phrase de pass');
    await user.tab();
    expect(confirmation).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    await user.type(confirmation, 'e');
    expect(confirmation).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(state.calls.at(-1)?.body).toEqual({ token: 'abc123', password: 'une phrase de passe' });
    expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Votre mot de passe est modifié'));
  });

  it('offers a new link when the token is no longer valid', async () => {
    stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/reset-password?token=expired');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'une phrase de passe');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'une phrase de passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute('href', '/account/password');
  });
});
