import type { Product } from '@ratchet/commerce-hooks';
import { describe, expect, it } from 'vitest';
import { shellCatalogueFor } from '../i18n/catalogues.server';
import { createTranslator } from '../i18n/I18nProvider';
import { firstPropertyGroupOf, quickSearchProductPath, toSearchBarResult } from './HeaderSearch';

const german = createTranslator('de-DE', shellCatalogueFor('de-DE').messages).t;
const english = createTranslator('en-GB', shellCatalogueFor('en-GB').messages).t;

function group(name: string, position: number): Product['properties'][number]['group'] {
  return {
    id: `group-${name}`,
    name,
    translated: { name },
    displayType: 'text',
    sortingType: 'alphanumeric',
    filterable: true,
    visibleOnProductDetailPage: true,
    visibleInSearchResults: true,
    visibleOnProductListingPage: true,
    position,
    apiAlias: 'property_group',
  };
}

function property(groupName: string, groupPosition: number, option: string): Product['properties'][number] {
  const owner = group(groupName, groupPosition);
  return {
    id: `${groupName}-${option}`,
    groupId: owner.id,
    name: option,
    translated: { name: option },
    position: 0,
    colorHexCode: null,
    media: null,
    group: owner,
    apiAlias: 'property_group_option',
  };
}

/** A quick-search product as the store-API's /search-suggest answers it to a visitor. */
function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    parentId: null,
    productNumber: 'R0000056',
    name: 'Maschinengewindebohrer M8',
    description: null,
    translated: { name: 'Maschinengewindebohrer M8', description: null },
    manufacturerId: 'm1',
    manufacturer: {
      id: 'm1',
      name: 'Gruber Metall',
      translated: { name: 'Gruber Metall' },
      link: null,
      media: null,
      apiAlias: 'product_manufacturer',
    },
    manufacturerNumber: null,
    ean: null,
    active: true,
    cover: null,
    media: [],
    categoryIds: [],
    seoCategory: null,
    properties: [property('Werkstoff', 2, 'Edelstahl A2'), property('Gewinde', 0, 'M8')],
    propertyIds: [],
    options: [],
    optionIds: [],
    deliveryTime: null,
    restockTime: null,
    ratingAverage: null,
    calculatedPrice: null,
    calculatedPrices: [],
    stock: null,
    availableStock: null,
    available: true,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    unit: 'piece',
    childCount: 0,
    variantsCount: { childCount: 0 },
    isNew: false,
    releaseDate: null,
    seoUrls: [],
    seoPath: '/maschinengewindebohrer-m8/R0000056',
    articleLink: null,
    customFields: {},
    apiAlias: 'product',
    ...overrides,
  };
}

const customer = (overrides: Partial<Product>) =>
  product({
    stock: 483,
    availableStock: 483,
    deliveryTime: { min: 1, max: 3, unit: 'day', name: '1-3 Tage', apiAlias: 'delivery_time' },
    ...overrides,
  });

describe('quick-search result mapping (storefront.md §2 Search)', () => {
  it('maps name, product number, manufacturer, cover image and the properties with group and option names (storefront.md §2 Search)', () => {
    const result = toSearchBarResult(
      product({
        cover: {
          id: 'c1',
          position: 0,
          media: {
            id: 'media1',
            url: '/media/drill.svg',
            alt: null,
            title: null,
            mimeType: 'image/svg+xml',
            fileExtension: 'svg',
            width: 400,
            height: 300,
            thumbnails: [],
            apiAlias: 'media',
          },
          apiAlias: 'product_media',
        },
      }),
      german,
    );
    expect(result).toMatchObject({
      id: 'p1',
      name: 'Maschinengewindebohrer M8',
      productNumber: 'R0000056',
      manufacturer: 'Gruber Metall',
      imageUrl: '/media/drill.svg',
      properties: [
        { group: 'Werkstoff', option: 'Edelstahl A2' },
        { group: 'Gewinde', option: 'M8' },
      ],
      articleNumber: null,
    });
  });

  it.each([
    { available: true, text: 'Verfügbar', state: 'available' },
    { available: false, text: 'Nicht verfügbar', state: 'unavailable' },
  ])('shows a visitor only "$text", without amounts (storefront.md §2 Search, §6)', ({ available, text, state }) => {
    expect(toSearchBarResult(product({ available }), german)).toMatchObject({
      availability: text,
      availabilityState: state,
    });
  });

  it.each<{ case: string; overrides: Partial<Product>; text: string; state: string }>([
    { case: 'in stock', overrides: {}, text: '483 Stk. lagernd · Lieferzeit 1–3 Tage', state: 'available' },
    {
      case: 'not in stock, delivery time in weeks as days',
      overrides: {
        stock: 0,
        deliveryTime: { min: 2, max: 4, unit: 'week', name: '2-4 Wochen', apiAlias: 'delivery_time' },
      },
      text: 'Nicht lagernd · Lieferzeit 14–28 Tage',
      state: 'delayed',
    },
    {
      case: 'one delivery day',
      overrides: { deliveryTime: { min: 1, max: 1, unit: 'day', name: '1 Tag', apiAlias: 'delivery_time' } },
      text: '483 Stk. lagernd · Lieferzeit 1 Tag',
      state: 'available',
    },
    {
      case: 'goods by the metre',
      overrides: { stock: 12.5, unit: 'metre' },
      text: '12,5 m lagernd · Lieferzeit 1–3 Tage',
      state: 'available',
    },
    {
      case: 'an unknown delivery-time unit shows the stock alone',
      overrides: {
        deliveryTime: {
          min: 1,
          max: 3,
          unit: 'fortnight',
          name: '?',
          apiAlias: 'delivery_time',
        } as unknown as Product['deliveryTime'],
      },
      text: '483 Stk. lagernd',
      state: 'available',
    },
    { case: 'not buyable', overrides: { available: false }, text: 'Nicht verfügbar', state: 'unavailable' },
  ])(
    'shows a logged-in customer stock and delivery time as days: $case (storefront.md §2 Search, §2 Product detail, §9)',
    ({ overrides, text, state }) => {
      expect(toSearchBarResult(customer(overrides), german)).toMatchObject({
        availability: text,
        availabilityState: state,
      });
    },
  );

  it('formats the availability in the page language (storefront.md §2 Search)', () => {
    expect(toSearchBarResult(customer({ stock: 1200 }), english).availability).toBe(
      '1,200 pcs. in stock · delivery in 1–3 days',
    );
  });

  it("passes the logged-in customer's own article number of the article link (storefront.md §2 Search, §6)", () => {
    expect(toSearchBarResult(customer({ articleLink: { customerSku: 'HM-10001' } }), german).articleNumber).toBe(
      'HM-10001',
    );
  });

  it('sorts the catalogue’s first property group (lowest position) first, read from the data (storefront.md §2 Search)', () => {
    const products = [
      product({ properties: [property('Werkstoff', 2, 'Stahl'), property('Farbe', 6, 'Grau')] }),
      product({ properties: [property('Länge', 1, '80 mm'), property('Gewinde', 0, 'M8')] }),
    ];
    expect(firstPropertyGroupOf(products)).toBe('Gewinde');
    expect(firstPropertyGroupOf([product({ properties: [property('Farbe', 6, 'Rot')] })])).toBe('Farbe');
    expect(firstPropertyGroupOf([product({ properties: [] })])).toBeNull();
  });

  it('opens a product with variants with showVariantsTable=true inside the domain (storefront.md §2 Search)', () => {
    const domain = { pathPrefix: '/de-at' };
    expect(quickSearchProductPath(domain, product({ childCount: 3, variantsCount: { childCount: 3 } }))).toBe(
      '/de-at/maschinengewindebohrer-m8/R0000056?showVariantsTable=true',
    );
    expect(quickSearchProductPath(domain, product())).toBe('/de-at/maschinengewindebohrer-m8/R0000056');
  });
});
