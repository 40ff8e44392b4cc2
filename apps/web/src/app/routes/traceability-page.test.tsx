import type { PublicLot } from '@boucherie/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '../../features/consent/lib/consent-store';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Issue 39: the page the label's QR code opens.
const genisse: PublicLot = {
  code: 'L2026-0001',
  species: 'bovin',
  breed: 'Charolaise',
  category: 'génisse',
  breeder: 'GAEC du Haut-Chemin',
  breederTown: 'Morhange (57)',
  nationalId: 'FR5712345678',
  bornIn: 'FR',
  raisedIn: 'FR',
  slaughteredIn: 'FR',
  cutIn: 'FR',
  slaughterhouseApproval: 'FR 57.463.001 CE',
  cuttingPlantApproval: 'FR 57.463.002 CE',
  slaughterDate: '2026-11-04',
  maturationDays: 14,
  origin: 'Né et élevé en France, abattu en France (FR 57.463.001 CE)',
  mentions: [
    { label: 'Né en', value: 'France' },
    { label: 'Élevé en', value: 'France' },
    { label: 'Abattu en', value: 'France (FR 57.463.001 CE)' },
    { label: 'Découpé en', value: 'France (FR 57.463.002 CE)' },
    { label: 'Lot', value: 'L2026-0001' },
    { label: 'Numéro national', value: 'FR5712345678' },
  ],
  story:
    'Une génisse Charolaise, élevée par GAEC du Haut-Chemin à Morhange (57), abattue le 4 novembre 2026, puis maturée 14\u00a0jours.',
};

function stubLots() {
  const fallback = stubApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const code = /^\/api\/lots\/([\w-]+)$/.exec(new URL(String(input), 'http://localhost').pathname)?.[1];
    if (!code) return fallback(input);
    const found = code === genisse.code;
    return new Response(JSON.stringify(found ? genisse : { title: 'Ressource introuvable', status: 404 }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json', authenticated: 'false' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('a lot’s page', () => {
  beforeEach(() => consentStore.decide(false));

  it('shows the origin, each mandatory mention and the story, to a visitor', async () => {
    stubLots();
    renderApp('/tracabilite/L2026-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Génisse Charolaise' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Né et élevé en France, abattu en France (FR 57.463.001 CE)')).toBeInTheDocument();
    const mentions = within(main.getByRole('region', { name: 'Mentions obligatoires' }));
    const terms = mentions.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Né en', 'Élevé en', 'Abattu en', 'Découpé en', 'Lot', 'Numéro national']);
    expect(mentions.getByText('France (FR 57.463.002 CE)')).toBeInTheDocument();
    expect(
      main.getByText(/^Une génisse Charolaise, élevée par GAEC du Haut-Chemin à Morhange \(57\)/),
    ).toBeInTheDocument();
    expect(main.getByText('4 novembre 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Génisse Charolaise, lot L2026-0001 — Maison Thirion'));
  });

  it('is the 404 page for an unknown code', async () => {
    stubLots();
    renderApp('/tracabilite/L2026-9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('is the 404 page for a code no lot can have, without asking the server', async () => {
    const fetchMock = stubLots();
    renderApp('/tracabilite/L2026_0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/lots/'))).toBe(false);
  });
});
