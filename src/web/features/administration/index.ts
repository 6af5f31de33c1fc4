export { AdminPage } from './components/admin-page';
export { AdministrationPage } from './components/administration-page';
