export { VerifyEmailPage } from './components/verify-email-page';
