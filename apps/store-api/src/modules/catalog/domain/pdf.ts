/**
 * A minimal one-page PDF (PDF 1.4, Helvetica, WinAnsi) with a title and lines of text: the seeded product files
 * (datasheets, certificates) are generated, like the drawings, so nothing external is needed. Pure: returns bytes.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  // WinAnsi covers Latin-1; other characters (dashes, quotes) are mapped to their ASCII look-alike.
  const latin1 = (text: string) =>
    text
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[^\t\n\r\u0020-\u00ff]/g, '?');
  const escape = (text: string) => latin1(text).replace(/[\\()]/g, (ch) => `\\${ch}`);
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // One byte per character (Latin-1), so the offsets counted in characters are byte offsets.
  return Uint8Array.from(latin1(body), (ch) => ch.charCodeAt(0));
}
