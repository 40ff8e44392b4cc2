import { describe, expect, it } from 'vitest';
import { loginReason, withRedirect } from './login-reason';

describe('loginReason', () => {
  it('tells an order from the pro space and from another page', () => {
    expect(loginReason('/order-options', 'particulier')).toBe('order');
    expect(loginReason('/order-options', 'pro')).toBe('order');
    expect(loginReason('/', 'pro')).toBe('pro');
    expect(loginReason(null, 'pro')).toBe('pro');
    expect(loginReason('/order-history', 'particulier')).toBe('page');
    expect(loginReason(null, 'particulier')).toBeNull();
  });

  it('ignores a redirect that would leave the shop', () => {
    expect(loginReason('//evil.example/order-options', 'particulier')).toBeNull();
  });
});

describe('withRedirect', () => {
  it('keeps a path of the shop, and only that', () => {
    expect(withRedirect('/account/register', '/order-options')).toBe('/account/register?redirect=%2Forder-options');
    expect(withRedirect('/account/register', 'https://evil.example')).toBe('/account/register');
    expect(withRedirect('/account/register', null, { type: 'pro' })).toBe('/account/register?type=pro');
  });
});
