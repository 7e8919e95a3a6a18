/** The sale events' screens, one chunk: the seller's 'Eventos' and the back office's. */
export { AdminEventsPage } from './admin-events-page';
export { SellerEventsPage } from './seller-events-page';
