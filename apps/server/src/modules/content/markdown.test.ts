import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

/** Every element the renderer may write; anything else in the output came from the source. */
const ALLOWED = new Set(
  'h2 h3 h4 p br strong em del code pre blockquote a ul ol li hr div table thead tbody tr th td'.split(' '),
);

const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => (m[1] as string).toLowerCase());

/** What a reader sees: the text without the tags, entities read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const hrefsOf = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1] as string);

describe('renderMarkdown: what the legal pages use', () => {
  it('renders headings, emphasis, line breaks, lists and tables as elements', () => {
    const html = renderMarkdown(
      '## Vos droits\n\n**Gras** et *italique*\nà la ligne\n\n- un\n- deux\n\n1. premier\n\n| Finalité | Base |\n| --- | --- |\n| Compte | Contrat |',
    );
    expect(html).toBe(
      [
        '<h2>Vos droits</h2>',
        '<p><strong>Gras</strong> et <em>italique</em><br>à la ligne</p>',
        '<ul><li>un</li><li>deux</li></ul>',
        '<ol><li>premier</li></ol>',
        '<div><table><thead><tr><th scope="col">Finalité</th><th scope="col">Base</th></tr></thead>' +
          '<tbody><tr><td>Compte</td><td>Contrat</td></tr></tbody></table></div>',
      ].join('\n'),
    );
  });

  it('reads bold, italic, links and escapes inside a line', () => {
    expect(renderMarkdown('**Votre compte** : *nom*, [CGV](/cgv) \\*')).toBe(
      '<p><strong>Votre compte</strong> : <em>nom</em>, <a href="/cgv">CGV</a> *</p>',
    );
  });

  it('leaves unmatched markers as they are', () => {
    expect(renderMarkdown('5 * 3 et **gras')).toBe('<p>5 * 3 et **gras</p>');
  });

  it('makes # and ## sections (h2: the page’s h1 is its title), ### h3, deeper h4; keeps rules and list starts', () => {
    const html = renderMarkdown(
      '# Un\n## Deux\n### Trois\n#### Quatre\n##### Cinq\n\nLigne 1\nLigne 2\n\n- a\n- b\n\n3. c\n4. d\n\n---',
    );
    expect(html).toBe(
      [
        '<h2>Un</h2>',
        '<h2>Deux</h2>',
        '<h3>Trois</h3>',
        '<h4>Quatre</h4>',
        '<h4>Cinq</h4>',
        '<p>Ligne 1<br>Ligne 2</p>',
        '<ul><li>a</li><li>b</li></ul>',
        '<ol start="3"><li>c</li><li>d</li></ol>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('reads a pipe table with its alignment and an escaped pipe, and a list right after a paragraph', () => {
    const html = renderMarkdown('Texte\n- point\n\n| A | B |\n| :--- | ---: |\n| 1 | 2 \\| 3 |\n| seul |');
    expect(html).toBe(
      [
        '<p>Texte</p>',
        '<ul><li>point</li></ul>',
        '<div><table><thead><tr><th scope="col" style="text-align:left">A</th><th scope="col" style="text-align:right">B</th></tr></thead>' +
          '<tbody><tr><td style="text-align:left">1</td><td style="text-align:right">2 | 3</td></tr>' +
          '<tr><td style="text-align:left">seul</td><td style="text-align:right"></td></tr></tbody></table></div>',
      ].join('\n'),
    );
  });

  it('keeps the French typography of the source: non-breaking spaces, apostrophes, guillemets', () => {
    const source = 'Cliquez sur «\u00a0Valider ma commande\u00a0»\u00a0; l’e-mail suit\u202f!';
    expect(renderMarkdown(source)).toBe(`<p>${source}</p>`);
  });
});

describe('renderMarkdown: links', () => {
  it('keeps relative links and allowed outside addresses; outside ones open nothing of ours', () => {
    const html = renderMarkdown(
      'Voir la [politique](/confidentialite), https://www.cnil.fr, [écrire](mailto:a@b.example) ou [appeler](tel:+33387364218).',
    );
    expect(html).toBe(
      '<p>Voir la <a href="/confidentialite">politique</a>, ' +
        '<a href="https://www.cnil.fr" rel="noopener noreferrer">https://www.cnil.fr</a>, ' +
        '<a href="mailto:a@b.example" rel="noopener noreferrer">écrire</a> ou ' +
        '<a href="tel:+33387364218" rel="noopener noreferrer">appeler</a>.</p>',
    );
  });

  it('links a bare https:// address without the full stop that ends the sentence', () => {
    expect(renderMarkdown('la plateforme : https://ec.europa.eu/consumers/odr.')).toBe(
      '<p>la plateforme : <a href="https://ec.europa.eu/consumers/odr" rel="noopener noreferrer">' +
        'https://ec.europa.eu/consumers/odr</a>.</p>',
    );
  });

  it('leaves a bare e-mail or www. address as text, as the texts are written', () => {
    expect(renderMarkdown('contact@maison-thirion.example ou www.cnil.fr')).toBe(
      '<p>contact@maison-thirion.example ou www.cnil.fr</p>',
    );
  });

  it('keeps a refused link as its label only', () => {
    expect(renderMarkdown('[cliquez](javascript:alert(1))')).toBe('<p>cliquez</p>');
  });

  it.each([
    ['javascript:', '[a](javascript:alert(1))'],
    ['JavaScript in capitals', '[a](JaVaScRiPt:alert(1))'],
    ['a tab inside the scheme', '[a](<java\tscript:alert(1)>)'],
    ['data:', '[a](data:text/html,<script>alert(1)</script>)'],
    ['vbscript:', '[a](vbscript:msgbox(1))'],
    ['file:', '[a](file:///etc/passwd)'],
    ['a protocol-relative address', '[a](//evil.example/)'],
    ['a backslash', '[a](/\\evil.example/)'],
    ['a reference definition', '[a][piège]\n\n[piège]: javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['an HTML link', '<a href="javascript:alert(1)">a</a>'],
  ])('refuses %s', (_, source) => {
    const html = renderMarkdown(source);
    expect(hrefsOf(html)).toEqual([]);
    expect(html).not.toMatch(/<a\b/);
  });

  it('keeps « javascript&#58; » a harmless relative address: the entity is escaped, never read as a colon', () => {
    expect(renderMarkdown('[a](javascript&#58;alert(1))')).toBe('<p><a href="javascript&amp;#58;alert(1)">a</a></p>');
  });

  it('cannot break out of the href attribute', () => {
    const html = renderMarkdown('[a](/cgv"onmouseover="alert(1)) [b](</cgv" onclick="alert(2)>)');
    expect(html).not.toMatch(/<a [^>]*\son\w+=/i);
    for (const href of hrefsOf(html)) expect(href).not.toContain('"');
  });
});

describe('renderMarkdown: raw HTML is text, never markup', () => {
  it('shows <script>, tags and attributes as the text they are', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> <b>gras</b>\n\n[piège](javascript:alert(3)) [data](data:text/html,x)\n\n## <iframe src="https://evil.example"></iframe>',
    );
    expect(tagsOf(html).every((tag) => ALLOWED.has(tag))).toBe(true);
    expect(tagsOf(html)).not.toContain('script');
    expect(textOf(html)).toContain('<script>alert(1)</script>');
    expect(textOf(html)).toContain('<img src=x onerror="alert(2)"> <b>gras</b>');
    expect(textOf(html)).toContain('piège');
    expect(html).toContain('<h2>&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</h2>');
    expect(hrefsOf(html)).toEqual([]);
  });

  it.each([
    ['an HTML block', '<div onclick="alert(1)">\n\n**gras**\n\n</div>'],
    ['a comment', '<!-- <script>alert(1)</script> -->'],
    ['a style block', '<style>body { display: none }</style>'],
    ['an inline tag in a list', '- <svg onload="alert(1)"></svg>'],
    ['an inline tag in a table', '| a |\n| --- |\n| <iframe src="//evil.example"></iframe> |'],
    ['a picture (no outside request either)', '![pixel](https://tracker.example/p.gif) ![x](javascript:alert(1))'],
    ['a task list box', '- [x] fait\n- [ ] à faire'],
    ['an entity that spells a tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('neutralises %s', (_, source) => {
    const html = renderMarkdown(source);
    expect(tagsOf(html).every((tag) => ALLOWED.has(tag))).toBe(true);
    // No attribute but the renderer's own, inside any tag.
    expect(html).not.toMatch(/<[^>]*\s(on\w+|src|style|class)=/i);
  });

  it('keeps what the source said in a neutralised block', () => {
    expect(renderMarkdown('<div onclick="alert(1)">\nTexte\n</div>')).toBe(
      '<p>&lt;div onclick=&quot;alert(1)&quot;&gt;<br>Texte<br>&lt;/div&gt;</p>',
    );
    expect(renderMarkdown('![le logo](https://tracker.example/p.gif)')).toBe('<p>le logo</p>');
  });
});

describe('renderMarkdown: the shipped texts', () => {
  it.each(['mentions-legales', 'confidentialite', 'cgv'])('renders %s with no Markdown left over', (slug) => {
    const file = path.resolve(import.meta.dirname, '../../../content', `${slug}.md`);
    const html = renderMarkdown(fs.readFileSync(file, 'utf8').replace(/^#\s+.+\n/, ''));
    expect(html.match(/<h2>/g)?.length).toBeGreaterThan(3);
    expect(textOf(html)).not.toMatch(/\*\*|\]\(|^\s*\|/m);
    expect(tagsOf(html).every((tag) => ALLOWED.has(tag))).toBe(true);
    for (const href of hrefsOf(html)) expect(href).toMatch(/^(\/|https:\/\/|mailto:|tel:)/);
  });
});
