import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie from a Cookie header, whatever its place', () => {
    expect(readCookie('space', 'sid=abc; space=pro; products-view=list')).toBe('pro');
    expect(readCookie('products-view', 'products-view=list')).toBe('list');
    expect(readCookie('space', 'myspace=pro; spaces=pro')).toBeUndefined();
    expect(readCookie('space', '')).toBeUndefined();
  });

  it('keeps a choice for a year on every page', () => {
    writeCookie('products-view', 'list');
    expect(readCookie('products-view')).toBe('list');
    writeCookie('products-view', 'grid');
    expect(readCookie('products-view')).toBe('grid');
  });
});
