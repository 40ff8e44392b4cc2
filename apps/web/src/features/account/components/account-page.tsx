import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Props = { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean };

/** The frame of an account screen: one column, the title and a sentence saying what the page is for. */
export function AccountPage({ title, intro, children, wide = false }: Props) {
  useDocumentTitle(title);
  return (
    <div className={`mx-auto flex w-full flex-col gap-5 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        {intro && <div className="text-gray-700">{intro}</div>}
      </header>
      {children}
    </div>
  );
}
