/**
 * Article links (account-area.md §3 Article link, §5, §9): the limits both the account screens and the server apply.
 * Pure module.
 */

/** The CSV upload maximum in bytes (account-area.md §9 "CSV upload maximum 5MB"). */
export const articleLinkCsvMaxBytes = 5 * 1024 * 1024;

/** Rows the import preview shows before anything is written (account-area.md §4, §9 "preview shows 10 entries"). */
export const articleLinkPreviewRows = 10;

/** The longest customer article number (not shown in the spec; docs/decisions.md). */
export const customerSkuMaxLength = 64;

/** The longest description of a link (not shown in the spec; docs/decisions.md). */
export const articleLinkDescriptionMaxLength = 255;

/** Failed rows an import answer lists one by one (the count of all of them comes beside it). */
export const articleLinkImportErrorsListed = 1000;

/**
 * The import file's columns: the shop's article number, the customer's own number and an optional description, known
 * by their titles in the four shop languages (the export and the template write the reader's language's).
 */
export const articleLinkCsvColumns = [
  {
    key: 'productNumber',
    names: ['Product number', 'Article number', 'Artikelnummer', 'Productnummer', 'Numéro d’article', 'productNumber'],
    required: true,
  },
  {
    key: 'customerSku',
    names: [
      'Customer article number',
      'Customer SKU',
      'Kundenartikelnummer',
      'Klantartikelnummer',
      'Référence client',
      'customerSku',
    ],
    required: true,
  },
  { key: 'description', names: ['Description', 'Beschreibung', 'Omschrijving', 'description'], required: false },
] as const;

/** The key of an import column. */
export type ArticleLinkCsvColumn = (typeof articleLinkCsvColumns)[number]['key'];

/**
 * A customer article number as stored: trimmed; empty or longer than {@link customerSkuMaxLength} is no number.
 * Case is kept (shown as the buyer wrote it); uniqueness within a company ignores case (`customerSkuKey`).
 */
export function normaliseCustomerSku(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > customerSkuMaxLength ? null : trimmed;
}

/** The key two customer article numbers are compared by (account-area.md §5 "must be unique": ignoring case). */
export function customerSkuKey(value: string): string {
  return value.trim().toLowerCase();
}
