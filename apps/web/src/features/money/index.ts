/**
 * What the app uses of money (never the pages: those are lazy): the profile's 'Cuenta para
 * cobrar' and the first requests of 'Mi dinero' that the router starts at navigation.
 */
export { balanceQuery, movementsQuery, PAYOUT_ACCOUNT_ANCHOR } from './api/seller';
export { PayoutAccountSection } from './components/payout-account-form';
