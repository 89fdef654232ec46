import { extractText, getDocumentProxy } from 'unpdf';
import { demoAccessKey } from '../seed/ids';

/** A downloaded document: status, headers, bytes. */
export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

/** GETs a store-API path as bytes (PDF downloads are not JSON). */
export async function download(baseURL: string, path: string, token: string): Promise<Download> {
  const response = await fetch(`${baseURL}${path}`, {
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The text of every page of a PDF (pdf.js through unpdf), spaces normalised (no-break spaces become spaces). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/[\u00a0\u202f]/g, ' '));
}
