/**
 * What the header and the profile use of the notices: the bell (a placeholder until its lazy
 * chunk arrives) and 'Correos que recibo'.
 */
export { NoticeBell } from './components/bell';
export { MailSettingsSection } from './components/mail-settings';
