import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './loginReturn';

describe('back to the page after a login (storefront.md §4 auth guard → /auth; docs/decisions.md)', () => {
  it.each([
    ['/account/addressbook', '/auth?returnTo=%2Faccount%2Faddressbook'],
    ['/account/customer?leadBuyer=false&page=2', '/auth?returnTo=%2Faccount%2Fcustomer%3FleadBuyer%3Dfalse%26page%3D2'],
    ['/', '/auth'],
    ['//evil.example/account', '/auth'],
  ])('a visitor of %s is sent to %s', (page, login) => {
    expect(loginPathFor(page)).toBe(login);
  });

  it.each([
    ['/account/profile', '/account/profile'],
    ['/account/orders?status=open', '/account/orders?status=open'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/account', undefined],
    ['account/profile', undefined],
    ['/account/\u0000x', undefined],
    ['/auth', undefined],
    ['/auth/password-set?hash=x', undefined],
    ['', undefined],
    [null, undefined],
  ])('returns to %j as %j (only a local path, never the login pages)', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
