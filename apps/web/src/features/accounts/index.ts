/** What the layout and other features use of accounts (never the pages: those are lazy). */
export { adminUsersQuery } from './api/all-users';
export { useLogout } from './api/logout';
export { LoginModalHost } from './components/login-modal-host';
export { useSessionCheck } from './use-session-check';
