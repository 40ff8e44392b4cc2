import { Marked, type RendererObject, type Tokens } from 'marked';
import { safeHref } from './safe-href.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] as string);

const alignStyle = (align: Tokens.TableCell['align']) => (align ? ` style="text-align:${align}"` : '');

/**
 * What marked writes for each kind of block and span, where its default is not what the shop wants.
 * The web app styles these plain elements (features/content/components/content-html.tsx).
 */
const renderer: RendererObject = {
  // Raw HTML in the source is text, shown as it was written: never a tag, a script or an attribute.
  html({ text, block }) {
    const shown = escapeHtml(block ? text.trim() : text);
    return block ? `<p>${shown.replace(/\n/g, '<br>')}</p>\n` : shown;
  },
  // The page's h1 is its title: # and ## are sections (h2), ### h3, deeper h4.
  heading({ tokens, depth }) {
    const level = Math.min(Math.max(depth, 2), 4);
    return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
  },
  // Only relative, http(s), mailto and tel addresses are links; a refused one keeps its label as text.
  link({ href, tokens }) {
    const label = this.parser.parseInline(tokens);
    const target = safeHref(href);
    if (!target) return label;
    if (target.kind === 'internal') return `<a href="${escapeHtml(target.to)}">${label}</a>`;
    return `<a href="${escapeHtml(target.href)}" rel="noopener noreferrer">${label}</a>`;
  },
  // No picture loads from a legal text (none is meant, and an outside one would be a request before consent).
  image({ text }) {
    return escapeHtml(text);
  },
  checkbox({ checked }) {
    return checked ? '[x] ' : '[ ] ';
  },
  list({ ordered, start, items }) {
    const tag = ordered ? 'ol' : 'ul';
    const from = ordered && start !== '' && start !== 1 ? ` start="${start}"` : '';
    const body = items.map((item) => `<li>${this.parser.parse(item.tokens).trim()}</li>`).join('');
    return `<${tag}${from}>${body}</${tag}>\n`;
  },
  // A table scrolls sideways inside its frame on a narrow screen.
  table({ header, rows }) {
    const head = header
      .map((cell) => `<th scope="col"${alignStyle(cell.align)}>${this.parser.parseInline(cell.tokens)}</th>`)
      .join('');
    const body = rows
      .map(
        (row) =>
          `<tr>${row.map((cell) => `<td${alignStyle(cell.align)}>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
      )
      .join('');
    return `<div><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>\n`;
  },
};

const marked = new Marked({
  gfm: true,
  // A line break in a paragraph is kept, as the texts are written.
  breaks: true,
  renderer,
  tokenizer: {
    // Bare https:// addresses become links; a bare e-mail or www. address stays text, as the texts expect.
    url(src) {
      return /^https?:\/\//i.test(src) ? false : undefined;
    },
  },
});

/**
 * A legal page's Markdown as HTML for the web app to show as it is: headings, paragraphs, lists, tables,
 * emphasis and safe links; raw HTML escaped. marked (GFM) reads the Markdown (ADR 046).
 */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }).trim();
}
