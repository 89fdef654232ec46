import { describe, expect, it } from 'vitest';
import { checkVatNumber } from './vat';

describe('VAT number check (account-area.md §5 "VAT must be a valid number"; §8 INVALID_VAT_NUMBER)', () => {
  it.each([
    ['Austria, valid check digit', 'ATU13585627', true, 'AT'],
    ['Austria, typed with blanks', 'ATU 135 856 27', true, 'AT'],
    ['Austria, wrong check digit', 'ATU13585626', false, 'AT'],
    ['Austria, wrong format (no U)', 'AT13585627', false, 'AT'],
    ['Belgium, valid check digit', 'BE0123456749', true, 'BE'],
    ['Belgium, with dots', 'BE 0123.456.749', true, 'BE'],
    ['Belgium, wrong check digit', 'BE0123456789', false, 'BE'],
    ['Germany, valid', 'DE136695976', true, 'DE'],
    ['Netherlands, valid', 'NL004495445B01', true, 'NL'],
    ['Greece under EL', 'EL094259216', true, 'GR'],
    ['no country prefix', '13585627', false, null],
    ['a non-EU country', 'CHE-123.456.788', false, null],
    ['empty', '', false, null],
  ])('%s: %s', (_title, value, valid, country) => {
    const check = checkVatNumber(value);
    expect(check.valid).toBe(valid);
    expect(check.country).toBe(country);
  });
});
