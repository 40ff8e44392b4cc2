import { type SafeHref, safeHref } from './safe-href';

/** Inline Markdown as data; React escapes every text node, so nothing here is ever HTML. */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'link'; href: SafeHref; children: InlineNode[] };

const LINK = /^\[([^\]\n]+)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/;
const BARE_URL = /^https?:\/\/[^\s<>"'`()]+/;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~]/;

type Options = { links: boolean };

/**
 * The subset our texts use: **bold**, *italic*, [label](href), bare https:// addresses, backslash
 * escapes and line breaks. Anything else stays text, as it was written.
 */
export function parseInline(source: string, options: Options = { links: true }): InlineNode[] {
  const nodes: InlineNode[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const char = source[i] as string;

    if (char === '\\' && ESCAPABLE.test(source[i + 1] ?? '')) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      i += 1;
      continue;
    }
    if (rest.startsWith('**')) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        nodes.push({ type: 'strong', children: parseInline(source.slice(i + 2, end), options) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' && source[i + 1] !== '*' && source[i + 1] !== ' ') {
      const end = source.indexOf('*', i + 1);
      if (end > i + 1 && source[end - 1] !== ' ') {
        flush();
        nodes.push({ type: 'em', children: parseInline(source.slice(i + 1, end), options) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[' && options.links) {
      const match = LINK.exec(rest);
      if (match) {
        flush();
        const [whole, label = '', target = ''] = match;
        const href = safeHref(target);
        const children = parseInline(label, { links: false });
        // A refused address keeps its label as plain text.
        if (href) nodes.push({ type: 'link', href, children });
        else nodes.push(...children);
        i += whole.length;
        continue;
      }
    }
    if (char === 'h' && options.links && /^$|[\s(]/.test(source[i - 1] ?? '')) {
      const match = BARE_URL.exec(rest);
      if (match) {
        // "… https://example.org." ends the sentence, not the address.
        const url = match[0].replace(/[.,;:!?]+$/, '');
        const href = safeHref(url);
        if (href) {
          flush();
          nodes.push({ type: 'link', href, children: [{ type: 'text', text: url }] });
          i += url.length;
          continue;
        }
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return nodes;
}
