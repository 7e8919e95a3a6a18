/** What other features use of invoices (never the pages: those are lazy). */
export { InvoiceModal } from './components/invoice-modal';
