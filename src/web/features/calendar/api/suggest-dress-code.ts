import { useQuery } from '@tanstack/react-query';
import type { TInferDressCodeResponse } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';

export interface EventText {
  title: string;
  description: string;
  location: string;
}

export const suggestDressCode = (text: EventText) => api.post<TInferDressCodeResponse>('/api/calendar/dress-code', text);

/** What the server would infer for the text typed so far (debounced by the caller). */
export function useSuggestedDressCode(text: EventText) {
  return useQuery({
    queryKey: ['/api/calendar/dress-code', text],
    queryFn: () => suggestDressCode(text),
    enabled: text.title.trim().length > 0,
    staleTime: Infinity,
  });
}
