/**
 * The address book: the profile's 'Mis direcciones' and, in the payment modal, 'Enviar a' with the
 * picker and the new-address form (a lazy chunk of its own). The app composes both screens.
 */
export { AddressBook } from './components/address-book';
export { useShipping } from './use-shipping';
