export { boughtColor, boughtPiece, filledGaps, productIdFromLink, type BoughtPiece, type BoughtProduct } from './bought-product';
