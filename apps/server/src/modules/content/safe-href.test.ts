import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.js';

describe('safeHref', () => {
  it('keeps relative paths inside the shop', () => {
    expect(safeHref('/confidentialite')).toEqual({ kind: 'internal', to: '/confidentialite' });
    expect(safeHref('cgv')).toEqual({ kind: 'internal', to: 'cgv' });
    expect(safeHref('#droits')).toEqual({ kind: 'internal', to: '#droits' });
  });

  it('allows http(s), mailto and tel addresses', () => {
    expect(safeHref('https://www.cnil.fr')).toEqual({ kind: 'external', href: 'https://www.cnil.fr' });
    expect(safeHref('http://example.org/a?b=c')).toEqual({ kind: 'external', href: 'http://example.org/a?b=c' });
    expect(safeHref('mailto:contact@maison-thirion.example')?.kind).toBe('external');
    expect(safeHref('tel:+33387364218')?.kind).toBe('external');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/',
    '/\\evil.example/',
    'https:evil',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
