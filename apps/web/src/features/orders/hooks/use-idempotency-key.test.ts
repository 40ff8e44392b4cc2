import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key per order content until the order went through', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('cart A, Saturday');
    rerender();
    expect(result.current.keyFor('cart A, Saturday')).toBe(first);
    const changed = result.current.keyFor('cart A, Sunday');
    expect(changed).not.toBe(first);
    result.current.reset();
    expect(result.current.keyFor('cart A, Sunday')).not.toBe(changed);
  });
});
