/** What the layout and other features use of accounts (never the pages: those are lazy). */
export { adminUsersQuery } from './api/all-users';
export { checkRoot } from './api/check-root';
export { useProfile } from './api/get-profile';
export { useLogout } from './api/logout';
export { LoginModalHost } from './components/login-modal-host';
export { openLoginModal, openLoginModalFor, useLoginModalOpen } from './login-modal';
export { useSessionCheck } from './use-session-check';
export { useViewerId } from './use-viewer-id';
