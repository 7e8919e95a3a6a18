/** What the app uses of invoices: the screens' first requests, started at navigation (the screens are lazy, see pages.ts). */
export { adminInvoicesQuery } from './api/all-invoices';
export { userInvoicesQuery } from './api/get-user-invoices';
