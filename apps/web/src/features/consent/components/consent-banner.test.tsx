import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerRoom } from '../lib/banner-room';
import { CONSENT_COOKIE, consentStore, readConsentCookie } from '../lib/consent-store';
import { ConsentBanner } from './consent-banner';

function renderBanner() {
  render(
    <MemoryRouter>
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        <button type="button">Gestion des cookies</button>
      </main>
    </MemoryRouter>,
  );
}

const stored = () => readConsentCookie();

describe('ConsentBanner', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the browser keeps it.
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    consentStore.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks at the first visit, with refusing as visible as accepting', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Vos choix sur les cookies' });
    expect(banner).toBeInTheDocument();
    const refuse = screen.getByRole('button', { name: 'Tout refuser' });
    const accept = screen.getByRole('button', { name: 'Tout accepter' });
    expect(refuse.className).toBe(accept.className);
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/confidentialite');
  });

  it('is not shown once an answer is kept', () => {
    consentStore.decide(false);
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();
  });

  it('refuses in one click and hands the focus to the page', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(stored()).toMatchObject({ audience: false });
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('accepts in one click, reached with the keyboard', async () => {
    renderBanner();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Tout accepter');
    await userEvent.keyboard('{Enter}');
    expect(stored()).toMatchObject({ audience: true });
  });

  it('gives the page room below while it shows, as the browser reports its size', async () => {
    // The browser's observer reports the banner's size once laid out (happy-dom lays nothing out).
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: () => void) {
          reports.push(report);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(132);
    renderBanner();
    expect(document.body.style.paddingBottom).toBe('');
    act(() => {
      for (const report of reports) report();
    });
    expect(document.body.style.paddingBottom).toBe('132px');
    expect(bannerRoom.get()).toBe(132);

    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(document.body.style.paddingBottom).toBe('');
    expect(bannerRoom.get()).toBe(0);
  });

  it('lets the visitor choose purpose by purpose, switched off by default', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestion des cookies' });
    const audience = screen.getByRole('switch', { name: 'Mesure d’audience' });
    expect(dialog).toContainElement(audience);
    expect(audience).toHaveAttribute('aria-checked', 'false');
    expect(document.activeElement).toBe(audience);

    await userEvent.click(audience);
    expect(audience).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(stored()).toMatchObject({ audience: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();
  });

  it('reopens from the footer with the current answer, and gives the focus back on close', async () => {
    consentStore.decide(true);
    renderBanner();
    const opener = screen.getByRole('button', { name: 'Gestion des cookies' });
    opener.focus();
    act(() => consentStore.openChoices());
    const audience = await screen.findByRole('switch', { name: 'Mesure d’audience' });
    expect(audience).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Fermer sans changer mes choix' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ audience: true });
    expect(document.activeElement).toBe(opener);
  });

  it('withdraws consent from the dialog', async () => {
    consentStore.decide(true);
    renderBanner();
    act(() => consentStore.openChoices());
    await userEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    expect(stored()).toMatchObject({ audience: false });
  });
});
