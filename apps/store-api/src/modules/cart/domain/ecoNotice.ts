/**
 * The eco notice of a cart line (storefront.md §3 Cart line "eco notice"): products with a recycling contribution
 * (Recupel / WEEE in Belgium, Altstoff Recycling in Austria) carry it, included in the net price. The spec names the
 * notice only; its wording is ours (docs/decisions.md).
 */
const ecoNoticeTexts: Record<string, string> = {
  de: 'Inkl. Entsorgungs- und Recyclingbeitrag',
  nl: 'Incl. recyclingbijdrage (Recupel)',
  fr: 'Cotisation de recyclage (Recupel) incluse',
  en: 'Includes the recycling contribution',
};

/** The eco notice text in the language of `locale` (en-GB fallback). */
export function ecoNoticeText(locale: string | null): string {
  return ecoNoticeTexts[locale?.slice(0, 2) ?? 'en'] ?? ecoNoticeTexts.en!;
}
