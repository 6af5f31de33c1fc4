export { ShoppingPage } from './components/shopping-page';
export { ShoppingSignedOut } from './components/signed-out';
