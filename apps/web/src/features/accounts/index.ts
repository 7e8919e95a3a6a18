/**
 * What the app uses of accounts (never the screens of pages.ts: those are lazy): the back office's
 * first request, the layout's sign-out, login modal and session check, and the profile's own
 * sections (the app composes the profile with the other features' sections).
 */
export { adminUsersQuery } from './api/all-users';
export { useLogout } from './api/logout';
export { ChangePasswordForm } from './components/change-password-form';
export { LoginModalHost } from './components/login-modal-host';
export { ProfileDetailsSection } from './components/profile-details-section';
export { useSessionCheck } from './use-session-check';
