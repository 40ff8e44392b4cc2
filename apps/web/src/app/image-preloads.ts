/**
 * The preload links of the pictures a server-rendered page shows at once: every `<img>` that does not
 * load lazily, once per picture, in the page's order, with its `fetchpriority`. The browser then asks for
 * the first pictures while it reads the head, before it reaches them in the body. React's server renderer
 * wrote these links itself; Preact's does not, so the page renderer reads them from its markup (ADR 033).
 *
 * The markup is the renderer's own, so its attribute values are already escaped: they are copied as they are.
 */
export function imagePreloads(markup: string): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const [tag] of markup.matchAll(/<img\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const src = attribute('src');
    const srcSet = attribute('srcset');
    if (attribute('loading') === 'lazy' || (!src && !srcSet) || src?.startsWith('data:')) continue;
    const key = `${src ?? ''} ${srcSet ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const sizes = attribute('sizes');
    const priority = attribute('fetchpriority');
    // As React did: a picture with several widths is preloaded by its set (the browser picks the width).
    const target = srcSet ? ` imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ''}` : ` href="${src}"`;
    links.push(`<link rel="preload" as="image"${target}${priority ? ` fetchpriority="${priority}"` : ''}/>`);
  }
  return links.join('');
}
