import type { Database } from '../../../platform/db/db';

/** Texts and tables per locale code ({"de-DE": "…"}), as stored. */
export type LocalisedText = Record<string, string>;
export interface StoredSpecification {
  label: LocalisedText;
  value: LocalisedText;
}

/** A product_content row with its files (storefront.md §2 Product detail tabs). */
export interface DetailContentRow {
  id: string;
  media_ids: string[];
  applications: LocalisedText | null;
  instructions: LocalisedText | null;
  specifications: StoredSpecification[];
  manufacturer_specifications: StoredSpecification[];
  files: Array<{ id: string; kind: 'download' | 'document'; title: LocalisedText; file_name: string }>;
}

/** The detail content of a product (a variant without its own: its parent's) with its files in order, or null. */
export async function findDetailContent(db: Database, productId: string): Promise<DetailContentRow | null> {
  const { rows } = await db.query<DetailContentRow>(
    `SELECT c.id, c.media_ids, c.applications, c.instructions, c.specifications, c.manufacturer_specifications,
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'kind', f.kind, 'title', f.title,
                                                        'file_name', f.file_name) ORDER BY f.kind, f.position)
                        FROM product_file f WHERE f.content_id = c.id), '[]'::json) AS files
       FROM product p
       LEFT JOIN product parent ON parent.id = p.parent_id
       JOIN product_content c ON c.id = coalesce(p.content_id, parent.content_id)
      WHERE p.id = $1`,
    [productId],
  );
  return rows[0] ?? null;
}

/** A product file by id and file name (both must match), with its title in every locale, or null. */
export async function findProductFile(
  db: Database,
  fileId: string,
  fileName: string,
): Promise<{ title: LocalisedText; file_name: string } | null> {
  const { rows } = await db.query<{ title: LocalisedText; file_name: string }>(
    'SELECT title, file_name FROM product_file WHERE id = $1 AND file_name = $2',
    [fileId, fileName],
  );
  return rows[0] ?? null;
}
