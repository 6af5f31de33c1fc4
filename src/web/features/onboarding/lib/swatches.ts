/** The palette chips' swatches come from the one shared table, so every screen paints a name alike. */
export { swatchFor } from '../../../../shared/colour-swatch';
