import { BUSINESS_NAME } from '../lib/brand';

/** Shown while the first page's guard learns who is there (one short call). */
export function StartupFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <p className="text-lg font-semibold text-primary-800">{BUSINESS_NAME}…</p>
    </div>
  );
}
