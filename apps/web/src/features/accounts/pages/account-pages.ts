export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { ProcessPasswordPage } from './process-password-page';
export { RegisterPage } from './register-page';
