import { describe, expect, it } from 'vitest';
import { checkOrderReference } from './domain';

describe('checkOrderReference (account-area.md §9: order reference maximum 30 characters)', () => {
  it('accepts exactly 30 characters, trimmed', () => {
    expect(checkOrderReference(`  ${'x'.repeat(30)} `)).toEqual({ ok: true, value: 'x'.repeat(30) });
  });
  it('refuses 31 characters', () => {
    expect(checkOrderReference('x'.repeat(31))).toEqual({ ok: false, length: 31 });
  });
  it('counts umlauts and emoji as one character each', () => {
    expect(checkOrderReference('ä'.repeat(29) + '🔧')).toEqual({ ok: true, value: 'ä'.repeat(29) + '🔧' });
  });
  it('treats empty and missing as no reference', () => {
    expect(checkOrderReference('   ')).toEqual({ ok: true, value: null });
    expect(checkOrderReference(undefined)).toEqual({ ok: true, value: null });
  });
});
