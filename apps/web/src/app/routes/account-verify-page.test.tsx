import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAccountApi } from '../../features/account/testing/fake-account-api';
import { ME_QUERY_KEY } from '../../features/session/api/get-me';
import { showToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await Promise.all([import('./home-page'), import('./account-login-page'), import('./account-verify-page')]);
});

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const newcomer = makeUser({ isVerified: false, phoneNumber: '+33612345678' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

const resendButton = () => screen.getByRole('button', { name: /Renvoyer le code/ });
const seconds = async (n: number) => {
  await act(async () => {
    vi.advanceTimersByTime(n * 1000);
  });
};

describe('/account/verify', () => {
  it('says where the code went and checks its 6 digits as typed', async () => {
    stubAccountApi({ user: newcomer });
    const user = userEvent.setup();
    renderApp('/account/verify');
    expect(await screen.findByText('06 12 34 56 78')).toBeInTheDocument();
    const code = screen.getByLabelText('Code reçu par SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a');
    await user.tab();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Le code d’activation comporte 6 chiffres.'));
  });

  it('shows the server’s message for a wrong code, then verifies and goes home', async () => {
    stubAccountApi({ user: newcomer });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/account/verify');
    const code = await screen.findByLabelText('Code reçu par SMS');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(await screen.findByText('Code incorrect. Il vous reste 4 essais.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ isVerified: true });
    expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Votre compte est activé'));
  });

  it('counts down a minute after registration before offering a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAccountApi({ user: newcomer });
    const { router } = renderApp('/');
    await act(() => router.navigate('/account/verify', { state: { codeSent: true } }));
    await screen.findByLabelText('Code reçu par SMS');
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent(/\(60 s\)|\(59 s\)/);
    await seconds(30);
    expect(resendButton()).toHaveTextContent(/\((30|29) s\)/);
    await seconds(31);
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent('Renvoyer le code');
  });

  it('waits as long as Retry-After says when the server refuses a resend (429)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = stubAccountApi({
      user: newcomer,
      override: ({ path }) =>
        path === '/api/accounts/resend-sms-code'
          ? {
              status: 429,
              headers: { 'retry-after': '42' },
              body: {
                title: 'Trop de requêtes',
                status: 429,
                detail: 'Vous pourrez demander un nouveau code dans une minute.',
              },
            }
          : undefined,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/account/verify');
    await screen.findByLabelText('Code reçu par SMS');
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Renvoyer le code (42 s)'));
    expect(resendButton()).toBeDisabled();
    expect(showToast).toHaveBeenCalledWith('error', 'Vous pourrez demander un nouveau code dans une minute.');
    await seconds(42);
    expect(resendButton()).toBeEnabled();
    expect(state.calls.filter((call) => call.path === '/api/accounts/resend-sms-code')).toHaveLength(1);
  });

  it('sends a new code and waits a minute before the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAccountApi({ user: newcomer });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/account/verify');
    await screen.findByLabelText('Code reçu par SMS');
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Renvoyer le code (60 s)'));
    expect(showToast).toHaveBeenCalledWith('success', 'Un nouveau code vous a été envoyé par SMS.');
  });

  it('keeps the wrong-code message when the field is left, so one tap on "Renvoyer le code" sends', async () => {
    const { state } = stubAccountApi({ user: newcomer });
    const user = userEvent.setup();
    renderApp('/account/verify');
    const code = await screen.findByLabelText('Code reçu par SMS');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(await screen.findByText('Code incorrect. Il vous reste 4 essais.')).toBeInTheDocument();
    // Leaving the field re-checks it: the server's message stays while the code is the one it refused.
    await user.tab();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByText('Code incorrect. Il vous reste 4 essais.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.click(resendButton());
    expect(state.calls.filter((call) => call.path === '/api/accounts/resend-sms-code')).toHaveLength(1);
    // The new code starts a clean field.
    await waitFor(() => expect(screen.queryByText('Code incorrect. Il vous reste 4 essais.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Code reçu par SMS')).toHaveValue('');
  });

  it('lets the customer correct a mistyped mobile: the new code goes there, then back to the order', async () => {
    const { state } = stubAccountApi({ user: newcomer });
    const user = userEvent.setup();
    const { router } = renderApp('/account/verify?redirect=%2Forder-options');
    await screen.findByLabelText('Code reçu par SMS');
    expect(screen.queryByText(/créez un nouveau compte/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mon numéro est erroné' }));
    const phone = screen.getByLabelText('Votre numéro de mobile');
    await user.type(phone, '07 98 76 54 32');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code à ce numéro' }));
    expect(await screen.findByText('07 98 76 54 32')).toBeInTheDocument();
    expect(state.calls.find((call) => call.path === '/api/accounts/change-phone-number')?.body).toEqual({
      phoneNumber: '+33798765432',
    });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Un nouveau code a été envoyé au 07\u00a098\u00a076\u00a054\u00a032.',
    );
    // One SMS a minute: both ways of asking wait.
    expect(resendButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Code reçu par SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-options'));
  });

  it('shows the server’s refusal of a number under the field', async () => {
    stubAccountApi({
      user: newcomer,
      override: ({ path }) =>
        path === '/api/accounts/change-phone-number'
          ? {
              status: 400,
              body: {
                title: 'Requête invalide',
                status: 400,
                errors: {
                  PhoneNumber: [
                    'Seuls les numéros de France, du Luxembourg, de Belgique et d’Allemagne sont acceptés.',
                  ],
                },
              },
            }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/account/verify');
    await screen.findByLabelText('Code reçu par SMS');
    await user.click(screen.getByRole('button', { name: 'Mon numéro est erroné' }));
    const phone = screen.getByLabelText('Votre numéro de mobile');
    await user.type(phone, '06 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code à ce numéro' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('Seuls les numéros de France')),
    );
    expect(screen.getByText('06 12 34 56 78')).toBeInTheDocument();
  });
});
