/**
 * VAT rates per country and product tax class (storefront.md §1: Austria and Belgium), written once.
 * A product carries a tax class; its rate follows the country of the shop domain (de-at → AT,
 * nl-be / fr-be → BE). Pure module: the seed and the server's price answers read it.
 */

/** Countries the shop sells to. */
export type VatCountry = 'AT' | 'BE';
/** Tax classes of products: the standard rate and the two reduced rates of each country. */
export type TaxClass = 'standard' | 'reduced' | 'superReduced';

/** Rates in percent: Austria 20 / 13 / 10 %, Belgium 21 / 12 / 6 %. */
export const vatRates: Readonly<Record<VatCountry, Readonly<Record<TaxClass, number>>>> = {
  AT: { standard: 20, reduced: 13, superReduced: 10 },
  BE: { standard: 21, reduced: 12, superReduced: 6 },
};

/** The tax classes in the order they are listed. */
export const taxClasses: readonly TaxClass[] = ['standard', 'reduced', 'superReduced'];

/** The VAT rate in percent of a tax class in a country. */
export function vatRate(country: VatCountry, taxClass: TaxClass): number {
  return vatRates[country][taxClass];
}
