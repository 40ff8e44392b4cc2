import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

// The server writes plain elements (apps/server/src/modules/content/markdown.ts); their look lives here.
/** The look of a text page's plain elements (headings, paragraphs, lists, links, tables). */
export const CONTENT_LOOK = [
  'max-w-3xl',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-gray-900',
  '[&_h4]:mt-4 [&_h4]:font-bold [&_h4]:text-gray-900',
  '[&_p]:mt-3 [&_p]:leading-relaxed [&_p]:text-gray-800',
  '[&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-900 [&_a]:break-words',
  '[&_ul]:mt-3 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:leading-relaxed [&_ul]:text-gray-800 [&_ul]:list-disc',
  '[&_ol]:mt-3 [&_ol]:flex [&_ol]:flex-col [&_ol]:gap-2 [&_ol]:pl-6 [&_ol]:leading-relaxed [&_ol]:text-gray-800 [&_ol]:list-decimal',
  // A table scrolls sideways inside its frame on a narrow screen.
  '[&>div]:mt-4 [&>div]:overflow-x-auto [&>div]:rounded-lg [&>div]:border [&>div]:border-gray-200 [&>div]:bg-white',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:text-gray-800',
  '[&_thead]:bg-gray-50',
  '[&_th]:border-b [&_th]:border-gray-200 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-gray-900',
  '[&_tbody_tr]:border-b [&_tbody_tr]:border-gray-100 [&_tbody_tr:last-child]:border-b-0',
  '[&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-6 [&_hr]:border-gray-200',
].join(' ');

/**
 * A content page's text, as the server rendered it from Markdown: only headings, paragraphs, lists, tables,
 * emphasis and safe links, the source's own HTML escaped (ADR 046). A link inside the shop moves through the
 * router, as a <Link> would; an outside one, or a click that asks for a new tab, is the browser's.
 */
export function ContentHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the links' own, which the keyboard reaches and activates
    // biome-ignore lint/a11y/noStaticElementInteractions: the same: the links inside are the interactive elements
    <div
      className={CONTENT_LOOK}
      onClick={followInside}
      // Safe as it is: the server's renderer escapes all raw HTML of the source and keeps safe links only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
