export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsPage } from './components/terms-page';
