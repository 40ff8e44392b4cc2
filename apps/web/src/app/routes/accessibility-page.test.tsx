import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '../../features/consent/lib/consent-store';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The accessibility statement (issue 41, ADR 069): the RGAA model's sections, reached from every page's footer.

describe('the accessibility statement', () => {
  beforeEach(() => {
    consentStore.decide(false);
    vi.stubGlobal('fetch', stubApi());
  });

  it('gives the RGAA sections: conformity, tests, what is not accessible, contact, recourse', async () => {
    renderApp('/accessibilite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      'Retour d’information et contact',
      'Voies de recours',
    ]);
    expect(main.getByText(/RGAA, version 4\.1/)).toBeInTheDocument();
    expect(main.getByText(/28 novembre 2026/)).toHaveTextContent('axe-core 4.14.1');
    expect(main.getByRole('link', { name: 'contact@maison-thirion.example' })).toHaveAttribute(
      'href',
      'mailto:contact@maison-thirion.example',
    );
    expect(main.getByRole('link', { name: 'formulaire en ligne du Défenseur des droits' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    // French typography: a narrow no-break space before every « : » and « ; » of the text.
    expect(screen.getByRole('main').textContent).not.toMatch(/[^\u202f\u00a0][:;]/);
    await waitFor(() => expect(document.title).toBe('Déclaration d’accessibilité — Maison Thirion'));
  });

  it('is linked from the footer with its conformity state', async () => {
    const { router } = renderApp('/products-list');
    const footer = within(await screen.findByRole('navigation', { name: 'Informations légales' }));
    await userEvent.click(footer.getByRole('link', { name: 'Accessibilité\u00a0: non conforme' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accessibilite');
  });
});
