const replacements: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  é: 'e',
  è: 'e',
  ê: 'e',
  à: 'a',
  ç: 'c',
  ô: 'o',
  î: 'i',
  ï: 'i',
};

/** URL slug of a name: lower case, umlauts spelled out, words joined by '-'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßéèêàçôîï]/g, (ch) => replacements[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SQL expression slugifying a text expression the same way for seed-generated names. */
export function sqlSlugify(expression: string): string {
  return `trim(both '-' from regexp_replace(translate(replace(replace(replace(replace(lower(${expression}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'éèêàçôîï', 'eeeacoii'), '[^a-z0-9]+', '-', 'g'))`;
}

/** The SEO path of a product (per language): `<name slug>/<product number>`. */
export function productSeoPath(name: string, productNumber: string): string {
  return `${slugify(name)}/${productNumber}`;
}

/** Product numbers of the seed: `R` + 7 digits. */
export const productNumberPattern = /^R\d{7}$/;
