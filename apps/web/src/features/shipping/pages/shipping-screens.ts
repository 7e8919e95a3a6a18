export { AdminShippingPage } from './admin-shipping-page';
export { ShippingSettingsPage } from './shipping-settings-page';
