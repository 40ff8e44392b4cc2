import type { ReactNode } from 'react';

/** A message about the whole form (not one field), read out when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  const styles =
    tone === 'error' ? 'border-red-700 bg-red-50 text-red-800' : 'border-primary-700 bg-primary-50 text-primary-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 p-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
