import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

function renderErrorPage(status: number, title: string, description: string) {
  const router = createMemoryRouter([
    { path: '/', element: <ErrorPage status={status} title={title} description={description} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it('shows the 404 variant: status code, "Page introuvable", the message, a way home', () => {
    renderErrorPage(404, 'Page introuvable', 'Page not found: /nope');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /nope')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page introuvable — Maison Thirion');
  });

  it('shows the server-error variant', () => {
    renderErrorPage(500, 'Erreur interne du serveur', 'Unknown route guard: admin');
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeInTheDocument();
    expect(document.title).toBe('Erreur interne du serveur — Maison Thirion');
  });
});
