import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, SERVER_ERROR_MESSAGE } from '../lib/api-client';
import { dismissToastsOfPreviousPages, showToast } from '../lib/toast';
import { LazyToaster, toasterProps } from './lazy-toaster';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function toastFor(message: string) {
  const text = await screen.findByText(message, {}, { timeout: 3000 });
  const toast = text.closest('[data-sonner-toast]');
  if (!toast) throw new Error('not inside a toast');
  return toast as HTMLElement;
}

describe('toasts', () => {
  it('rise above the cookie banner while it shows', () => {
    expect(toasterProps(0)).toMatchObject({ offset: { bottom: 24, right: 24 }, mobileOffset: { bottom: 16 } });
    expect(toasterProps(120)).toMatchObject({
      position: 'bottom-right',
      duration: 3000,
      offset: { bottom: 144, right: 24 },
      mobileOffset: { bottom: 136, right: 16, left: 16 },
    });
  });

  it('shows the server-error toast of the specification, bottom-right', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ title: 'Erreur interne', status: 500 }, { status: 500 })),
    );
    render(<LazyToaster />);
    await expect(api.get('/api/shops')).rejects.toMatchObject({ status: 500 });

    const toast = await toastFor('Désolé. Un problème est survenu. Veuillez réessayer ultérieurement.');
    expect(toast).toHaveAttribute('data-type', 'error');
    const toaster = toast.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
    expect(SERVER_ERROR_MESSAGE).toBe('Désolé. Un problème est survenu. Veuillez réessayer ultérieurement.');
  });

  it('lasts 3 000 ms, and pauses while the pointer is over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<LazyToaster />);
    void showToast('success', 'Ajouté au panier.');
    const toast = await toastFor('Ajouté au panier.');
    const toaster = toast.closest('[data-sonner-toaster]') as HTMLElement;

    // Hovered: the timer stands still, however long the pointer stays.
    fireEvent.mouseEnter(toaster);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Ajouté au panier.')).toBeInTheDocument();

    // Left: the 3 s run again, and the toast goes.
    fireEvent.mouseLeave(toaster);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.getByText('Ajouté au panier.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.queryByText('Ajouté au panier.')).not.toBeInTheDocument());
  });

  it('offers the five kinds of the specification', async () => {
    render(<LazyToaster />);
    for (const kind of ['success', 'error', 'info', 'warning', 'message'] as const) {
      void showToast(kind, `Toast ${kind}`);
    }
    for (const kind of ['success', 'error', 'info', 'warning']) {
      expect(await toastFor(`Toast ${kind}`)).toHaveAttribute('data-type', kind);
    }
    // The default kind is a plain toast, with no type of its own.
    expect(await toastFor('Toast message')).not.toHaveAttribute('data-type');
  });

  it('leave with the page they belong to: a new page keeps only what the press that led to it raised', async () => {
    render(<LazyToaster />);
    void showToast('success', 'Ajouté au panier (page précédente).');
    await toastFor('Ajouté au panier (page précédente).');
    // The customer taps a link, the press raises a toast of its own, and the next page arrives.
    fireEvent.pointerDown(window);
    void showToast('success', 'Bonjour Marie Dupont, bienvenue dans votre compte.');
    await toastFor('Bonjour Marie Dupont, bienvenue dans votre compte.');
    dismissToastsOfPreviousPages(false);
    await waitFor(() => expect(screen.queryByText('Ajouté au panier (page précédente).')).not.toBeInTheDocument());
    expect(screen.getByText('Bonjour Marie Dupont, bienvenue dans votre compte.')).toBeInTheDocument();
    // Back in history: none stays.
    dismissToastsOfPreviousPages(true);
    await waitFor(() =>
      expect(screen.queryByText('Bonjour Marie Dupont, bienvenue dans votre compte.')).not.toBeInTheDocument(),
    );
  });
});
