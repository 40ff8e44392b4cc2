import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentHtml } from './content-html';

// What the server's renderer writes (apps/server/src/modules/content/markdown.test.ts proves what it writes
// from Markdown, what it escapes and which links it refuses).
const html = [
  '<h2>Vos droits</h2>',
  '<p><strong>Gras</strong> et <em>italique</em><br>à la ligne</p>',
  '<ul><li>un</li><li>deux</li></ul>',
  '<ol start="3"><li>trois</li></ol>',
  '<div><table><thead><tr><th scope="col">Finalité</th></tr></thead><tbody><tr><td>Contrat</td></tr></tbody></table></div>',
  '<p>Voir la <a href="/confidentialite">politique</a> ou <a href="https://www.cnil.fr" rel="noopener noreferrer">la CNIL</a>.</p>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
].join('\n');

function renderContent() {
  const router = createMemoryRouter(
    [
      { path: '/cgv', element: <ContentHtml html={html} /> },
      { path: '/confidentialite', element: <h1>Confidentialité</h1> },
    ],
    { initialEntries: ['/cgv'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

describe('ContentHtml', () => {
  it('shows the server’s elements as they are, and its escaped text as text', () => {
    const { container } = renderContent();
    expect(screen.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Gras');
    expect(container.querySelector('em')).toHaveTextContent('italique');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(screen.getByRole('columnheader', { name: 'Finalité' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Contrat' })).toBeInTheDocument();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('follows a link inside the shop through the router, without loading a page', () => {
    const { router } = renderContent();
    const link = screen.getByRole('link', { name: 'politique' });
    expect(link).toHaveAttribute('href', '/confidentialite');
    const followed = fireEvent.click(link);
    // The default (a page load) was prevented: the router moved instead.
    expect(followed).toBe(false);
    expect(router.state.location.pathname).toBe('/confidentialite');
  });

  it('leaves an outside link, and a click that asks for a new tab, to the browser', () => {
    const { router } = renderContent();
    expect(fireEvent.click(screen.getByRole('link', { name: 'la CNIL' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'politique' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'politique' }), { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/cgv');
  });
});
