import type { TDescribeClosetImageResponse } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';

/** What the vision model reads from a photo just uploaded; the suggestion is null when no model is configured. */
export const describeClosetImage = (imageUrl: string) => api.post<TDescribeClosetImageResponse>('/api/closet-images/describe', { imageUrl });
