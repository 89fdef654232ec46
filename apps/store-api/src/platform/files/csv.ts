/**
 * Reading uploaded CSV files the way buyers write them (account-area.md §5 "CSV import … must be a valid CSV, at most
 * 5MB, not empty, valid format", §8 CSV import codes, §9 "CSV upload maximum 5MB"): Excel on Windows saves
 * "CSV (semicolon)" in Windows-1252 without a BOM and "CSV UTF-8" with one; other tools write `,` and plain UTF-8.
 * Values stay text (a product number `000123` keeps its zeros); every record keeps the line it starts on, so an
 * import can name the failed row as the buyer sees it in the editor.
 *
 * Shared by the article-link import and the quick-order upload; modules call it with the bytes they received and
 * get a {@link StoreApiHttpError} with the §8 code for a file they cannot use.
 */
import chardet from 'chardet';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { errorCodes } from '@ratchet/store-api-contract';
import { StoreApiHttpError } from '../http/errors';

/** The upload maximum of account-area.md §9 (5 MB, counted in bytes as received). */
export const csvMaxBytes = 5 * 1024 * 1024;

/** The separators a CSV file may use: `;` (Excel in German, Dutch, French locales), `,` (elsewhere), tab. */
export type CsvDelimiter = ';' | ',' | '\t';

/** The encodings a file is read in. */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** One record of the file: its values as text and the line (1-based, as an editor counts) it starts on. */
export interface CsvRecord {
  line: number;
  values: string[];
}

/** A file read: what it was written in and its records (blank lines left out). */
export interface CsvDocument {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  records: CsvRecord[];
}

export interface ReadCsvOptions {
  /** Byte limit (default {@link csvMaxBytes}). */
  maxBytes?: number;
}

function csvError(status: 400 | 413, code: string, detail: string, parameters?: Record<string, unknown>) {
  return new StoreApiHttpError(status, code, detail, parameters ? { parameters } : undefined);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of the file: a BOM decides (UTF-8, UTF-16); bytes that are valid UTF-8 are UTF-8 (ASCII included);
 * otherwise chardet may recognise UTF-16 without a BOM, and everything else is read as Windows-1252 — what Excel
 * writes for "CSV (semicolon)" in Western Europe, and a superset of ISO-8859-1 (docs/decisions.md).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: decodeUtf8(buffer.subarray(3)), encoding: 'utf-8' };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe) {
    return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  }
  if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  }
  try {
    return { text: utf8.decode(buffer), encoding: 'utf-8' };
  } catch {
    // not UTF-8: see below
  }
  const detected = chardet.detect(buffer.subarray(0, 8 * 1024));
  if (detected === 'UTF-16LE' || detected === 'UTF-16BE') {
    const encoding = detected === 'UTF-16LE' ? 'utf-16le' : 'utf-16be';
    return { text: iconv.decode(buffer, encoding), encoding };
  }
  return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
}

function decodeUtf8(buffer: Buffer): string {
  try {
    return utf8.decode(buffer);
  } catch {
    throw csvError(400, errorCodes.csvNotValid, 'The file says it is UTF-8 but holds bytes that are not.');
  }
}

/**
 * The separator of the first non-blank line, counted outside quotes: the most frequent of `;`, `,` and tab; `;`
 * on a tie or when the line has none (a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  let seenContent = false;
  for (let index = 0; index < text.length && index < 64 * 1024; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seenContent) break;
    } else if (!quoted && (char === ';' || char === ',' || char === '\t')) counts[char]++;
    if (char !== '\n' && char !== '\r' && char !== ' ') seenContent = true;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ';');
  return best;
}

/**
 * Reads an uploaded CSV file. Refuses, with the codes of account-area.md §8: more than `maxBytes` (413
 * RATCHET__CSV_FILE_TOO_LARGE), nothing but blanks (400 RATCHET__CSV_EMPTY_FILE), a file the parser cannot read — an
 * unclosed quote, stray bytes in a UTF-8 file (400 RATCHET__CSV_NOT_VALID, with the line in meta.parameters.line).
 * Quoted fields may hold the separator, doubled quotes and line breaks (read as LF); CRLF, LF and CR line ends are all
 * read.
 * Values are trimmed and never converted (leading zeros stay).
 */
export function readCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvDocument {
  const maxBytes = options.maxBytes ?? csvMaxBytes;
  if (bytes.byteLength > maxBytes) {
    throw csvError(413, errorCodes.csvFileTooLarge, `The file is larger than ${maxBytes} bytes.`, {
      maxSize: maxBytes,
      size: bytes.byteLength,
    });
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw csvError(400, errorCodes.csvEmptyFile, 'The file is empty.');
  const delimiter = detectDelimiter(text);
  // Line breaks inside quoted values: the parser counts a CRLF there as two lines, so such a file gets one line end
  // (CRLF and CR become LF, inside quoted values too) and line numbers count as an editor counts them. Files without
  // quotes (most) are parsed as they are, the parser detecting CRLF, LF or CR.
  const normalised = text.includes('"') && text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const records: CsvRecord[] = [];
  // A record starts on the line after the one the previous record (or blank line) ended on: empty lines are kept as
  // records by the parser so this count stays exact, and dropped below.
  let endedOn = 0;
  try {
    parse(normalised, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (values: string[], context: { lines: number }) => {
        const line = endedOn + 1;
        endedOn = context.lines;
        let blank = true;
        for (let index = 0; index < values.length; index++) {
          const value = (values[index] ?? '').trim();
          values[index] = value;
          if (value !== '') blank = false;
        }
        if (!blank) records.push({ line, values });
        return null;
      },
    });
  } catch (error) {
    const details = error as { code?: string; lines?: number; message?: string };
    throw csvError(400, errorCodes.csvNotValid, `The file is not valid CSV: ${details.message ?? 'unreadable'}`, {
      line: details.lines ?? null,
      reason: details.code ?? 'CSV_INVALID',
    });
  }
  if (records.length === 0) throw csvError(400, errorCodes.csvEmptyFile, 'The file is empty.');
  return { encoding, delimiter, records };
}

/** One expected column: the key the caller reads it by, the header names it is known by (any case), required or not. */
export interface CsvColumn<Key extends string> {
  key: Key;
  names: readonly string[];
  required?: boolean;
}

/** A data row mapped by header: its line and its values by column key ('' for a missing or empty cell). */
export interface CsvRow<Key extends string> {
  line: number;
  values: Record<Key, string>;
}

function headerName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
}

/**
 * Maps the records below the first (the header) to the caller's columns by header name. A required column that the
 * header lacks is 400 RATCHET__CSV_INVALID_FORMAT (meta.parameters.missing names their first header names); a header
 * without data rows is 400 RATCHET__CSV_EMPTY_FILE.
 */
export function csvRowsByHeader<Key extends string>(
  document: CsvDocument,
  columns: readonly CsvColumn<Key>[],
): CsvRow<Key>[] {
  const [header, ...data] = document.records;
  const names = (header?.values ?? []).map(headerName);
  const positions = new Map<Key, number>();
  const missing: string[] = [];
  for (const column of columns) {
    const position = names.findIndex((name) => column.names.some((known) => headerName(known) === name));
    if (position >= 0) positions.set(column.key, position);
    else if (column.required) missing.push(column.names[0] ?? column.key);
  }
  if (missing.length > 0) {
    throw csvError(400, errorCodes.csvInvalidFormat, `The file lacks the column(s) ${missing.join(', ')}.`, {
      missing,
      delimiter: document.delimiter,
    });
  }
  if (data.length === 0) throw csvError(400, errorCodes.csvEmptyFile, 'The file has a header but no rows.');
  return data.map((record) => {
    const values = {} as Record<Key, string>;
    for (const column of columns) {
      const position = positions.get(column.key);
      values[column.key] = position === undefined ? '' : (record.values[position] ?? '');
    }
    return { line: record.line, values };
  });
}

/**
 * Writes a CSV file that Excel opens correctly on a double click in every shop locale: UTF-8 with a BOM (so umlauts
 * and accents survive), `;` between values (Excel in German, Dutch and French locales splits on it), CRLF line ends,
 * and quotes around values that hold the separator, a quote or a line break.
 */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: CsvDelimiter = ';'): Buffer {
  const quote = (value: string) =>
    value.includes(delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r')
      ? `"${value.replace(/"/g, '""')}"`
      : value;
  const text = rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf-8')]);
}

/** A CSV download: `text/csv; charset=utf-8` as an attachment named `fileName`, never cached. */
export function csvResponse(bytes: Buffer, fileName: string): Response {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${safe}"`,
      'cache-control': 'private, no-store',
    },
  });
}
