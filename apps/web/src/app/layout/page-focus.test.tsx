import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, stubOrdersApi } from '../../test/fake-orders-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('the focus on a page change', () => {
  it('stays where the browser puts it on the first page, then goes to each new page’s heading', async () => {
    stubOrdersApi({ user: makeUser(), orders: [makeOrder({ status: 'Confirmed' })] });
    const { router } = renderApp('/order-history');
    const link = await screen.findByRole('link', { name: 'Commande n°\u00a02026-000042' }, ready);
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a02026-000042' }, ready);
    await vi.waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: Tab does not stop on it.
    expect(heading).toHaveAttribute('tabindex', '-1');

    await userEvent.click(screen.getByRole('link', { name: '← Mes commandes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order-history'));
    const list = await screen.findByRole('heading', { level: 1, name: 'Mes commandes' }, ready);
    await vi.waitFor(() => expect(list).toHaveFocus());
  });
});
