import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

/**
 * Business documents as PDF (issue 13: invoices and offers): A4, the shop's header, a recipient block, a lines
 * table that breaks over pages with its header repeated, totals, and "page x of y" on every page. The fonts are
 * DejaVu Sans TTFs embedded as subsets, so umlauts, accents and the euro sign print in every language. The
 * document is built with pdfkit and answered as a stream.
 */

const require = createRequire(import.meta.url);
// Read once per process: every document embeds a subset of these two faces.
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
const fonts = () =>
  (fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** One column of the lines table: its share of the width and alignment. */
export interface PdfColumn {
  label: string;
  /** Relative width (the columns share the printable width by these weights). */
  weight: number;
  align?: 'left' | 'right';
}

/** What a business document shows; every text is already in the reader's language and formatted. */
export interface PdfDocumentSpec {
  /** Document metadata title, e.g. "Rechnung 9000001". */
  title: string;
  /** The shop's header lines: name first (bold), then address and registration lines. */
  sender: readonly string[];
  /** The recipient's address lines. */
  recipient: readonly string[];
  /** The big heading, e.g. "Rechnung". */
  heading: string;
  /** Label/value pairs beside the recipient (number, date, order number, reference…). */
  facts: readonly (readonly [string, string])[];
  /** A free text above the table (the buyer's message of an offer), optional. */
  intro?: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Label/value pairs under the table; `strong` ones print bold (the gross total). */
  totals: readonly { label: string; value: string; strong?: boolean }[];
  /** Closing lines (payment terms, validity). */
  closing?: readonly string[];
  /** "Page {page} of {pages}" in the reader's language. */
  pageLabel: (page: number, pages: number) => string;
}

const margin = 50;
const footerHeight = 40;

/** Renders a document and answers it as a Node stream of PDF bytes. */
export function renderPdf(spec: PdfDocumentSpec): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin + footerHeight, left: margin, right: margin },
    bufferPages: true,
    info: { Title: spec.title, Producer: 'Ratchet', Creator: 'Ratchet store-API' },
    lang: 'de',
  });
  doc.registerFont('regular', fonts().regular);
  doc.registerFont('bold', fonts().bold);
  const width = doc.page.width - 2 * margin;
  const left = margin;

  // Header: the shop, a rule under it.
  doc
    .font('bold')
    .fontSize(14)
    .text(spec.sender[0] ?? '', left, margin);
  doc.font('regular').fontSize(8).fillColor('#444444');
  for (const line of spec.sender.slice(1)) doc.text(line);
  doc.fillColor('#000000');
  const ruleY = doc.y + 6;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.5)
    .stroke();

  // Recipient (left) and facts (right).
  const blockTop = ruleY + 24;
  doc.font('regular').fontSize(10);
  doc.text(spec.recipient.join('\n'), left, blockTop, { width: width * 0.5 });
  const recipientBottom = doc.y;
  let factY = blockTop;
  const factX = left + width * 0.55;
  for (const [label, value] of spec.facts) {
    doc
      .font('regular')
      .fontSize(9)
      .text(label, factX, factY, { width: width * 0.2 });
    doc.font('bold').text(value, factX + width * 0.2, factY, { width: width * 0.25, align: 'right' });
    factY = Math.max(doc.y, factY + 12);
  }
  doc.y = Math.max(recipientBottom, factY) + 20;
  doc.font('bold').fontSize(16).text(spec.heading, left, doc.y);
  doc.moveDown(0.5);
  if (spec.intro) {
    doc.font('regular').fontSize(9).text(spec.intro, left, doc.y, { width });
    doc.moveDown(0.8);
  }

  // Lines table.
  const totalWeight = spec.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = spec.columns.map((column) => (column.weight / totalWeight) * width);
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const cellPadding = 3;
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5);
    const height =
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * cellPadding })),
      ) +
      2 * cellPadding;
    const y = doc.y;
    cells.forEach((cell, index) => {
      doc.text(cell, (xs[index] ?? left) + cellPadding, y + cellPadding, {
        width: (widths[index] ?? 0) - 2 * cellPadding,
        align: spec.columns[index]?.align ?? 'left',
      });
    });
    doc.y = y + height;
    return height;
  };
  const drawHeader = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    drawRow(
      spec.columns.map((column) => column.label),
      'bold',
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
  };
  drawHeader();
  for (const row of spec.rows) {
    doc.font('regular').fontSize(8.5);
    const needed =
      Math.max(
        ...row.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * cellPadding })),
      ) +
      2 * cellPadding;
    if (doc.y + needed > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
    }
    drawRow(row, 'regular');
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.8);

  // Totals, right-aligned; they move to a new page as a block when they do not fit.
  const totalsHeight = spec.totals.length * 14 + 10;
  if (doc.y + totalsHeight > bottom()) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  for (const total of spec.totals) {
    const y = doc.y;
    doc.font(total.strong ? 'bold' : 'regular').fontSize(total.strong ? 10.5 : 9.5);
    doc.text(total.label, left + width * 0.45, y, { width: width * 0.33, align: 'right' });
    doc.text(total.value, left + width * 0.78, y, { width: width * 0.22, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  if (spec.closing?.length) {
    doc.moveDown(1.2);
    doc.font('regular').fontSize(8.5).text(spec.closing.join('\n'), left, doc.y, { width });
  }

  // Page numbers on every page, inside the footer band (no margin there, so pdfkit does not add a page).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#444444')
      .text(spec.pageLabel(index - range.start + 1, range.count), left, doc.page.height - margin - 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.fillColor('#000000');
    doc.page.margins.bottom = keep;
  }
  doc.end();
  return doc as unknown as Readable;
}

/** The HTTP answer of a rendered document: streamed, with its file name for the download. */
export function pdfResponse(stream: Readable, fileName: string): Response {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${safe}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** Collects a rendered document into one buffer (tests, benchmarks). */
export async function pdfBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
