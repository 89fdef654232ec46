import { describe, expect, it } from 'vitest';
import { compactVatNumber, isExistingCompanyNumber, postalCodePattern } from './registration';

describe('registration rules (account-area.md §3, §5, §9)', () => {
  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
  ])('account-area.md §5/§9: existing company number %j is 6 digits: %s', (value, valid) => {
    expect(isExistingCompanyNumber(value)).toBe(valid);
  });

  it.each([
    ['ATU 135 856 27', 'ATU13585627'],
    ['be 0123.456.749', 'BE0123456749'],
    ['BE-0123-456-749', 'BE0123456749'],
  ])('account-area.md §5 VAT: %j is compared in its compact form %s', (typed, compact) => {
    expect(compactVatNumber(typed)).toBe(compact);
  });

  it.each([
    ['4020', true],
    ['1000', true],
    ['402', false],
    ['40200', false],
  ])('issue 11 city search: Austrian and Belgian postal code %j has 4 digits: %s', (value, valid) => {
    expect(postalCodePattern.test(value)).toBe(valid);
  });
});
