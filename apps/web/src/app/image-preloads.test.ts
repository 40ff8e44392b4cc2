import { describe, expect, it } from 'vitest';
import { imagePreloads } from './image-preloads';

describe('the preload links of a page’s first pictures', () => {
  it('preloads each picture shown at once, once, in the page’s order, with its priority', () => {
    const markup = [
      '<header><img src="/images/logo.svg" alt width="40" height="40"/></header>',
      '<img src="/a.svg" alt="A" loading="eager" fetchPriority="high" decoding="async"/>',
      '<img src="/b.svg" alt="B" loading="lazy" decoding="async"/>',
      '<img src="/a.svg" alt="A" loading="eager" fetchPriority="high"/>',
      '<img src="/b.svg" alt="B" loading="eager" fetchPriority="high"/>',
    ].join('');
    expect(imagePreloads(markup)).toBe(
      '<link rel="preload" as="image" href="/images/logo.svg"/>' +
        '<link rel="preload" as="image" href="/a.svg" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/b.svg" fetchpriority="high"/>',
    );
  });

  it('preloads a picture with several widths by its set and sizes, keeping the escaped values as they are', () => {
    const markup =
      '<img src="/p.jpg?a=1&amp;b=2" srcset="/p-200.webp 200w, /p-400.webp 400w" sizes="100vw" loading="eager" fetchPriority="high"/>';
    expect(imagePreloads(markup)).toBe(
      '<link rel="preload" as="image" imagesrcset="/p-200.webp 200w, /p-400.webp 400w" imagesizes="100vw" fetchpriority="high"/>',
    );
  });

  it('preloads nothing for a page of lazy pictures, inline pictures or none', () => {
    expect(imagePreloads('<img src="/x.svg" loading="lazy"/><img src="data:image/png;base64,AAAA"/><p>Texte</p>')).toBe(
      '',
    );
  });
});
