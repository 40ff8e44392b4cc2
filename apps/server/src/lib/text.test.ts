import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeLike, foldForSearch } from './text.js';

describe('foldForSearch', () => {
  it.each([
    ['Bœuf', 'boeuf'],
    ['CÔTE DE BŒUF', 'cote de boeuf'],
    ['Épaule d’agneau', 'epaule d’agneau'],
    ['  Pâté   lorrain ', 'pate lorrain'],
    ['Ætna', 'aetna'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });
});

describe('escapeLike', () => {
  it('escapes wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('escapeHtml', () => {
  it('leaves no markup in the text', () => {
    expect(escapeHtml(`Bœuf & veau <b>"l'été"</b>`)).toBe('Bœuf &amp; veau &lt;b&gt;&quot;l&#39;été&quot;&lt;/b&gt;');
  });
});
