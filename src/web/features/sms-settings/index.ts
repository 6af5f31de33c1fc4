export { SmsSettingsPage } from './components/sms-settings-page';
