import type { TClosetImageResponse } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';

/** The photo goes up as soon as it is picked, so the colour can be pre-filled while the user types. */
export function uploadClosetImage(photo: Blob): Promise<TClosetImageResponse> {
  const form = new FormData();
  form.append('image', photo, 'photo.jpg');
  return api.post<TClosetImageResponse>('/api/closet-images', form);
}
