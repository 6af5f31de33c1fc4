export { StylistPage } from './components/stylist-page';
