import { describe, expect, it } from 'vitest';
import { grossFromNet } from './price';
import { taxClasses, vatRate, vatRates } from './vat';

describe('VAT rates per country and tax class (issue 9 item 4: Austrian and Belgian rates)', () => {
  it.each([
    ['AT', 'standard', 20],
    ['AT', 'reduced', 13],
    ['AT', 'superReduced', 10],
    ['BE', 'standard', 21],
    ['BE', 'reduced', 12],
    ['BE', 'superReduced', 6],
  ] as const)('%s %s is %s %%', (country, taxClass, rate) => {
    expect(vatRate(country, taxClass)).toBe(rate);
  });

  it('every country has a rate for every tax class', () => {
    for (const rates of Object.values(vatRates)) expect(Object.keys(rates).sort()).toEqual([...taxClasses].sort());
  });

  it.each([
    [3.5, 'BE', 'standard', 4.24],
    [3.5, 'AT', 'standard', 4.2],
    [3.5, 'AT', 'reduced', 3.96],
    [3.5, 'AT', 'superReduced', 3.85],
    [3.5, 'BE', 'reduced', 3.92],
    [3.5, 'BE', 'superReduced', 3.71],
  ] as const)('%s € net in %s at the %s rate is %s € gross (half away from zero)', (net, country, taxClass, gross) => {
    expect(grossFromNet(net, vatRate(country, taxClass))).toBe(gross);
  });
});
