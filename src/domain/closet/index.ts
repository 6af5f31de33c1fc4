export { CLOTHING_COLOR_NAMES, CLOTHING_COLORS, nearestColorName, type ClothingColorName } from './color-names';
export { detectDominantColor, type DetectedColor, type RawImage } from './dominant-color';
export { openBaselineJpeg, type BaselineJpeg } from './jpeg-block-means';
export { inferFormality } from './formality';
export { centsToDollars, costPerWear, dollarsToCents, localDate } from './wear';
export { itemLooks, wornDays, type ItemLook, type LookSource } from './item-looks';
