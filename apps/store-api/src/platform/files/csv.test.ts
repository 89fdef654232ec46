import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@ratchet/store-api-contract';
import { StoreApiHttpError } from '../http/errors';
import { csvMaxBytes, csvRowsByHeader, readCsv, writeCsv, type CsvRecord } from './csv';

const bom = Buffer.from([0xef, 0xbb, 0xbf]);
const utf8 = (text: string) => Buffer.from(text, 'utf-8');
const cp1252 = (text: string) => iconv.encode(text, 'windows-1252');

/** The error a read throws: status and code (never undefined: a read that does not throw fails the test). */
function failure(read: () => unknown): { status: number; code: string; parameters: unknown } {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(StoreApiHttpError);
    const { status, code, meta } = error as StoreApiHttpError;
    return { status, code, parameters: meta?.parameters };
  }
  throw new Error('expected the read to fail');
}

const lines = (records: CsvRecord[]) => records.map((record) => [record.line, ...record.values]);

describe('readCsv: files as Excel and other tools write them (account-area.md §5 CSV import, §9)', () => {
  const cases: { name: string; bytes: Buffer; encoding: string; delimiter: string; rows: (string | number)[][] }[] = [
    {
      name: 'Excel "CSV UTF-8": BOM, `;`, CRLF',
      bytes: Buffer.concat([bom, utf8('Artikelnummer;Kundenartikelnummer\r\n000123;KD-Größe 1\r\n')]),
      encoding: 'utf-8',
      delimiter: ';',
      rows: [
        [1, 'Artikelnummer', 'Kundenartikelnummer'],
        [2, '000123', 'KD-Größe 1'],
      ],
    },
    {
      name: 'Excel "CSV (semicolon)" in Windows-1252: umlauts, ß and € without a BOM',
      bytes: cp1252('Nummer;Beschreibung\r\n0815;Schraube Ø4 für Träger, 5 €\r\n'),
      encoding: 'windows-1252',
      delimiter: ';',
      rows: [
        [1, 'Nummer', 'Beschreibung'],
        [2, '0815', 'Schraube Ø4 für Träger, 5 €'],
      ],
    },
    {
      name: 'plain UTF-8 without BOM, `,` and LF (French accents)',
      bytes: utf8('number,customerSku\n00042,Réf-été\n'),
      encoding: 'utf-8',
      delimiter: ',',
      rows: [
        [1, 'number', 'customerSku'],
        [2, '00042', 'Réf-été'],
      ],
    },
    {
      name: 'quoted fields: separator, doubled quote and a line break inside; the next record names its own line',
      bytes: utf8('a;b\r\n"1;2";"say ""hi"""\r\n"multi\r\nline";x\r\n7;y\r\n'),
      encoding: 'utf-8',
      delimiter: ';',
      rows: [
        [1, 'a', 'b'],
        [2, '1;2', 'say "hi"'],
        [3, 'multi\nline', 'x'],
        [5, '7', 'y'],
      ],
    },
    {
      name: 'blank lines are left out without shifting line numbers; values are trimmed, never converted',
      bytes: utf8('a;b\n\n 007 ; 1e3 \n;\n0,50;-0\n'),
      encoding: 'utf-8',
      delimiter: ';',
      rows: [
        [1, 'a', 'b'],
        [3, '007', '1e3'],
        [5, '0,50', '-0'],
      ],
    },
    {
      name: 'no final line break, CR-only line ends (old Mac Excel)',
      bytes: utf8('a,b\r1,2'),
      encoding: 'utf-8',
      delimiter: ',',
      rows: [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    },
    {
      name: 'Excel "Unicode text": UTF-16LE with BOM, tab separated',
      bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('nr\tsku\r\n0001\tÄ-1\r\n', 'utf-16le')]),
      encoding: 'utf-16le',
      delimiter: '\t',
      rows: [
        [1, 'nr', 'sku'],
        [2, '0001', 'Ä-1'],
      ],
    },
    {
      name: 'a one-column file (no separator at all)',
      bytes: utf8('number\r\n0001\r\n0002\r\n'),
      encoding: 'utf-8',
      delimiter: ';',
      rows: [
        [1, 'number'],
        [2, '0001'],
        [3, '0002'],
      ],
    },
  ];

  it.each(cases)('$name', ({ bytes, encoding, delimiter, rows }) => {
    const read = readCsv(bytes);
    expect(read.encoding).toBe(encoding);
    expect(read.delimiter).toBe(delimiter);
    expect(lines(read.records)).toEqual(rows);
  });
});

describe('readCsv refuses unusable files with the codes of account-area.md §8 "CSV import"', () => {
  const cases: { name: string; bytes: Buffer; status: number; code: string }[] = [
    { name: 'zero bytes: empty file', bytes: Buffer.alloc(0), status: 400, code: errorCodes.csvEmptyFile },
    { name: 'only a BOM: empty file', bytes: bom, status: 400, code: errorCodes.csvEmptyFile },
    {
      name: 'only blank lines and separators: empty file',
      bytes: utf8('\r\n  \r\n;;\r\n'),
      status: 400,
      code: errorCodes.csvEmptyFile,
    },
    {
      name: 'an unclosed quote: not valid CSV',
      bytes: utf8('a;b\r\n"open;1\r\n'),
      status: 400,
      code: errorCodes.csvNotValid,
    },
    {
      name: 'a UTF-8 BOM followed by bytes that are not UTF-8: not valid CSV',
      bytes: Buffer.concat([bom, cp1252('a;b\r\nÄ;1\r\n')]),
      status: 400,
      code: errorCodes.csvNotValid,
    },
    {
      name: 'one byte over 5 MB (§9): over 5MB, 413',
      bytes: Buffer.alloc(csvMaxBytes + 1, 0x61),
      status: 413,
      code: errorCodes.csvFileTooLarge,
    },
  ];

  it.each(cases)('$name', ({ bytes, status, code }) => {
    expect(failure(() => readCsv(bytes))).toMatchObject({ status, code });
  });

  it('a file of exactly 5 MB is read (§9: at most 5MB)', () => {
    const row = '0000001;ABCDEFGH\r\n';
    const text = 'number;sku\r\n' + row.repeat(Math.floor((csvMaxBytes - 12) / row.length));
    const padded = text + 'x'.repeat(csvMaxBytes - Buffer.byteLength(text));
    expect(Buffer.byteLength(padded)).toBe(csvMaxBytes);
    expect(readCsv(utf8(padded)).records.length).toBeGreaterThan(270_000);
  });
});

describe('csvRowsByHeader: columns by header name (account-area.md §5 "valid format")', () => {
  const columns = [
    { key: 'number', names: ['Product number', 'Artikelnummer'], required: true },
    { key: 'sku', names: ['Customer SKU', 'Kundenartikelnummer'], required: true },
    { key: 'description', names: ['Description'] },
  ] as const;

  it('maps any column order, any case and spacing of a known name; a missing optional column reads as empty', () => {
    const rows = csvRowsByHeader(readCsv(utf8('KUNDENARTIKELNUMMER;artikel-nummer\r\nK-1;0042\r\n')), columns);
    expect(rows).toEqual([{ line: 2, values: { number: '0042', sku: 'K-1', description: '' } }]);
  });

  const refusals: { name: string; text: string; refusal: { status: number; code: string; parameters?: unknown } }[] = [
    {
      name: 'a required column missing from the header: invalid format naming it (§8 CSV import)',
      text: 'Product number;Price\r\n1;2\r\n',
      refusal: { status: 400, code: errorCodes.csvInvalidFormat, parameters: { missing: ['Customer SKU'] } },
    },
    {
      name: 'a header without rows: empty file (§8 CSV import)',
      text: 'Product number;Customer SKU\r\n',
      refusal: { status: 400, code: errorCodes.csvEmptyFile },
    },
  ];

  it.each(refusals)('$name', ({ text, refusal }) => {
    expect(failure(() => csvRowsByHeader(readCsv(utf8(text)), columns))).toMatchObject(refusal);
  });
});

describe('writeCsv: an export Excel opens correctly (issue 13: BOM, `;`)', () => {
  it('writes a BOM, `;`, CRLF and quotes only where needed; reading it back gives the same values', () => {
    const rows = [
      ['number', 'sku', 'description'],
      ['000123', 'Größe "M"; rot', 'zwei\nZeilen'],
    ];
    const bytes = writeCsv(rows);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf-8')).toBe(
      'number;sku;description\r\n000123;"Größe ""M""; rot";"zwei\nZeilen"\r\n',
    );
    expect(readCsv(bytes).records.map((record) => record.values)).toEqual(rows);
  });
});
