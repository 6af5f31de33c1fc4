export { SmsOnboardingPage } from './components/sms-onboarding-page';
