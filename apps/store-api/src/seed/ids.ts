/**
 * Deterministic ids of the seed: `<kind as 8 hex digits>-0000-4000-8000-<n as 12 hex digits>`.
 * The SQL side builds the same ids with {@link sqlSeedId}, so JS and SQL agree without lookups.
 */
export const idKinds = {
  language: 0x1,
  currency: 0x2,
  salesChannel: 0x3,
  domain: 0x4,
  category: 0x5,
  media: 0x6,
  manufacturer: 0x7,
  propertyGroup: 0x8,
  propertyOption: 0x9,
  product: 0xa,
  cmsPage: 0xb,
  blogPost: 0xc,
  blogTag: 0xd,
  seoUrl: 0xe,
  crossSelling: 0xf,
  snippetSet: 0x10,
  productContent: 0x40,
  productFile: 0x41,
} as const;

export type IdKind = keyof typeof idKinds;

/** The seed id number n of a kind. */
export function seedId(kind: IdKind, n: number): string {
  return `${idKinds[kind].toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** SQL expression for {@link seedId} of an integer SQL expression. */
export function sqlSeedId(kind: IdKind, expression: string): string {
  return `('${idKinds[kind].toString(16).padStart(8, '0')}-0000-4000-8000-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;
}

/** Fixed ids of the demo sales channel and its languages. */
export const fixedIds = {
  salesChannel: seedId('salesChannel', 1),
  currencyEur: seedId('currency', 1),
  languages: {
    'de-DE': seedId('language', 1),
    'nl-NL': seedId('language', 2),
    'fr-FR': seedId('language', 3),
    'en-GB': seedId('language', 4),
  },
  domains: {
    deAt: seedId('domain', 1),
    nlBe: seedId('domain', 2),
    frBe: seedId('domain', 3),
  },
  rootCategories: {
    main: seedId('category', 1),
    service: seedId('category', 2),
    countries: seedId('category', 3),
    footer: seedId('category', 4),
  },
} as const;

/** The demo sales channel's access key. */
export const demoAccessKey = 'SWSCRATCHETDEMO';

/** Locale codes of the four catalogue languages. */
export const locales = ['de-DE', 'nl-NL', 'fr-FR', 'en-GB'] as const;
export type Locale = (typeof locales)[number];

/** A text in the four languages. */
export type Translated = Record<Locale, string>;

/** Builds a {@link Translated} from de, nl, fr, en. */
export function tr(de: string, nl: string, fr: string, en: string): Translated {
  return { 'de-DE': de, 'nl-NL': nl, 'fr-FR': fr, 'en-GB': en };
}

/** Deterministic PRNG (mulberry32) for the seed's small reference data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
