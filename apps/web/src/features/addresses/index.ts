/**
 * The address book: the profile's 'Mis direcciones' and, in the payment modal, 'Enviar a' with the
 * picker and the new-address form (a lazy chunk of its own).
 */
export { useAddresses } from './api/get-addresses';
export { AddressBook } from './components/address-book';
export { AddressChooser } from './components/lazy-address-chooser';
export { ShipTo } from './components/ship-to';
