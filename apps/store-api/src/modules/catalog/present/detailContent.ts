import type { ProductDetailContent, ProductFile } from '@ratchet/store-api-contract';
import type { DetailContentRow, LocalisedText } from '../repo/detailContent';

/** The text of the context's locale, en-GB as fallback; null when neither is there or it is blank. */
export function localised(text: LocalisedText | null | undefined, localeCode: string): string | null {
  const value = text?.[localeCode] ?? text?.['en-GB'] ?? null;
  return value && value.trim() !== '' ? value : null;
}

/** Path of a product file on this server. */
export function productFilePath(fileId: string, fileName: string): string {
  return `/files/${fileId}/${encodeURIComponent(fileName)}`;
}

/** The tab content of a detail content row in the context's language; an empty content without a row. */
export function presentDetailContent(
  row: DetailContentRow | null,
  localeCode: string,
  publicUrl: string,
): ProductDetailContent {
  const specifications = (list: DetailContentRow['specifications'] | undefined) =>
    (list ?? []).flatMap((line) => {
      const label = localised(line.label, localeCode);
      const value = localised(line.value, localeCode);
      return label && value ? [{ label, value }] : [];
    });
  const files = (kind: 'download' | 'document'): ProductFile[] =>
    (row?.files ?? [])
      .filter((file) => file.kind === kind)
      .map((file) => ({
        id: file.id,
        title: localised(file.title, localeCode) ?? file.file_name,
        fileName: file.file_name,
        url: `${publicUrl}${productFilePath(file.id, file.file_name)}`,
        mimeType: 'application/pdf',
        apiAlias: 'product_file' as const,
      }));
  return {
    applications: localised(row?.applications, localeCode),
    instructions: localised(row?.instructions, localeCode),
    specifications: specifications(row?.specifications),
    manufacturerSpecifications: specifications(row?.manufacturer_specifications),
    downloads: files('download'),
    documents: files('document'),
  };
}
