export { VerifyEmailPage } from './components/verify-email-page';
export { UndoChangePage } from './components/undo-change-page';
