import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

type Props = {
  /** The page's heading, and the tab's title unless `documentTitle` says a shorter one. */
  title: string;
  documentTitle?: string;
  /** Its width in the back office (max-w-3xl … max-w-6xl); left out, the whole width. */
  width?: string;
  /** Under the heading: what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A back-office page: its tab title, its heading and what it is for, then its content in one column. */
export function AdminPage({ title, documentTitle = title, width, intro, children }: Props) {
  useDocumentTitle(documentTitle);
  return (
    <div className={width ? `flex ${width} flex-col gap-4` : 'flex flex-col gap-4'}>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {intro && <p className="text-gray-700">{intro}</p>}
      {children}
    </div>
  );
}
