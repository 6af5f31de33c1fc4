import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: the product's own queries do not retry and never refetch on their own; unused data is dropped after 5 minutes. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });

/** The browser's one cache. A server render makes its own per request (src/web/signed-in-render.tsx). */
export const queryClient = createQueryClient();
