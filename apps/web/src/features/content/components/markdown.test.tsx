import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('renders headings, emphasis, lists and tables as elements', () => {
    const container = renderMarkdown(
      '## Vos droits\n\n**Gras** et *italique*\nà la ligne\n\n- un\n- deux\n\n1. premier\n\n| Finalité | Base |\n| --- | --- |\n| Compte | Contrat |',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Gras');
    expect(container.querySelector('em')).toHaveTextContent('italique');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Finalité' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Contrat' })).toBeInTheDocument();
  });

  it('makes relative links router links and keeps allowed outside addresses', () => {
    renderMarkdown(
      'Voir la [politique](/confidentialite), https://www.cnil.fr, [écrire](mailto:a@b.example) ou [appeler](tel:+33387364218).',
    );
    expect(screen.getByRole('link', { name: 'politique' })).toHaveAttribute('href', '/confidentialite');
    expect(screen.getByRole('link', { name: 'https://www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
    expect(screen.getByRole('link', { name: 'écrire' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(screen.getByRole('link', { name: 'appeler' })).toHaveAttribute('href', 'tel:+33387364218');
  });

  it('shows <script>, HTML tags and javascript: links as inert text', () => {
    const container = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> <b>gras</b>\n\n[piège](javascript:alert(3)) [data](data:text/html,x)\n\n## <iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, img, b, iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(2)"> <b>gras</b>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('piège');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
    for (const element of container.querySelectorAll('*')) {
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
  });

  it.each(['mentions-legales', 'confidentialite', 'cgv'])(
    'renders the shipped text %s with no Markdown left over',
    (slug) => {
      const file = path.resolve(import.meta.dirname, '../../../../../server/content', `${slug}.md`);
      const text = fs.readFileSync(file, 'utf8').replace(/^#\s+.+\n/, '');
      const container = renderMarkdown(text);
      expect(container.querySelectorAll('h2').length).toBeGreaterThan(3);
      expect(container.textContent).not.toMatch(/\*\*|\]\(|^\s*\|/m);
      for (const link of container.querySelectorAll('a')) {
        expect(link.getAttribute('href')).toMatch(/^(\/|https:\/\/|mailto:|tel:)/);
      }
    },
  );
});
