import type { ReactNode } from 'react';

/** Help under a field, read with it (its id goes into the field's aria-describedby). */
export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-gray-700">
      {children}
    </p>
  );
}
