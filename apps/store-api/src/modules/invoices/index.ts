// Public API of the invoices module (issue 13): its routes; offers share the document address block.
export { registerInvoiceRoutes } from './routes';
export { addressLines } from './present';
export { findLocaleCode } from './repo';
