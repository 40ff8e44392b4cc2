import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-blocks';
import { parseInline } from './markdown-inline';

describe('parseInline', () => {
  it('reads bold, italic, links and escapes', () => {
    expect(parseInline('**Votre compte** : *nom*, [CGV](/cgv) \\*')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Votre compte' }] },
      { type: 'text', text: ' : ' },
      { type: 'em', children: [{ type: 'text', text: 'nom' }] },
      { type: 'text', text: ', ' },
      { type: 'link', href: { kind: 'internal', to: '/cgv' }, children: [{ type: 'text', text: 'CGV' }] },
      { type: 'text', text: ' *' },
    ]);
  });

  it('links a bare https:// address without the full stop that ends the sentence', () => {
    expect(parseInline('la plateforme : https://ec.europa.eu/consumers/odr.')).toEqual([
      { type: 'text', text: 'la plateforme : ' },
      {
        type: 'link',
        href: { kind: 'external', href: 'https://ec.europa.eu/consumers/odr' },
        children: [{ type: 'text', text: 'https://ec.europa.eu/consumers/odr' }],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps a refused link as its label only', () => {
    expect(parseInline('[cliquez](javascript:alert(1))')).toEqual([{ type: 'text', text: 'cliquez' }]);
  });

  it('leaves unmatched markers as they are', () => {
    expect(parseInline('5 * 3 et **gras')).toEqual([{ type: 'text', text: '5 * 3 et **gras' }]);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs with line breaks, lists and rules', () => {
    const blocks = parseMarkdown('# Un\n## Deux\n### Trois\n\nLigne 1\nLigne 2\n\n- a\n- b\n\n3. c\n4. d\n\n---');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'heading', 'heading', 'paragraph', 'list', 'list', 'rule']);
    expect(blocks.slice(0, 3).map((b) => (b.type === 'heading' ? b.level : 0))).toEqual([2, 2, 3]);
    expect(blocks[3]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Ligne 1' }, { type: 'break' }, { type: 'text', text: 'Ligne 2' }],
    });
    expect(blocks[4]).toMatchObject({ type: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[5]).toMatchObject({ type: 'list', ordered: true, start: 3 });
  });

  it('reads a pipe table with its alignment, and a list right after a paragraph', () => {
    const blocks = parseMarkdown('Texte\n- point\n\n| A | B |\n| :--- | ---: |\n| 1 | 2 \\| 3 |\n| seul |');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'table']);
    expect(blocks[2]).toEqual({
      type: 'table',
      align: ['left', 'right'],
      header: [[{ type: 'text', text: 'A' }], [{ type: 'text', text: 'B' }]],
      rows: [
        [[{ type: 'text', text: '1' }], [{ type: 'text', text: '2 | 3' }]],
        [[{ type: 'text', text: 'seul' }], []],
      ],
    });
  });
});
