/** What other features use of invoices (never the pages: those are lazy). */
export { adminInvoicesQuery } from './api/all-invoices';
export { userInvoicesQuery } from './api/get-user-invoices';
export { InvoiceModal } from './components/invoice-modal';
