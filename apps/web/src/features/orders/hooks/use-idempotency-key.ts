import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key';

/**
 * One Idempotency-Key per attempt to order: the same key for every retry of the same order (a lost
 * answer, a double click), a new one once the order went through or its content (cart, choices) changed.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint: string): string {
        if (current.current?.fingerprint !== fingerprint) {
          current.current = { key: newIdempotencyKey(), fingerprint };
        }
        return current.current.key;
      },
      reset() {
        current.current = null;
      },
    }),
    [],
  );
}
