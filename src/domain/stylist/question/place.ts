/** What the stylist knows of a place, from the destination table or the gazetteer: both read these, neither owns them. */

import type { ClimateFamily } from '../../../shared/climate-families';

export type { ClimateFamily };

export interface Destination {
  /** As the answer writes it ('Portugal', 'New York'). */
  name: string;
  climate: ClimateFamily;
  south: boolean;
  /** Its people read temperatures in °F: a bare '25 degrees' said of it is Fahrenheit, elsewhere Celsius. */
  fahrenheit: boolean;
}
