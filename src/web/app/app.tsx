import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { HYDRATED_EVENT } from '../../shared/page-meta';
import { queryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';
import { useIsMobile } from '../lib/use-media-query';
import { AppRoutes } from './routes';

function ThemedToaster() {
  const { theme } = useTheme();
  // On a desktop the header holds the navigation, so toasts stay clear of it at the bottom right;
  // on a phone the bottom is the tab bar, so they drop from the top.
  const position = useIsMobile() ? 'top-center' : 'bottom-right';
  // One toast at a time, gone after 5 seconds (spec section 9).
  // On a phone a toast stays within the top 6.75rem that dialogs leave clear (components/ui/dialog.tsx).
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={position}
      mobileOffset={{ top: 12, left: 12, right: 12 }}
      richColors
      closeButton
    />
  );
}

/**
 * Renders its children from the second render on: what a prerendered page does not contain must
 * not be there while React hydrates it. Its effect runs once the whole page is hydrated, which is
 * when the boot script may play back the clicks it held (ADR 0055).
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return hydrated ? <>{children}</> : null;
}

/**
 * The whole web app. `hydrating`: the page in #root was rendered by the build or the server
 * (src/web/prerender.tsx, src/web/signed-in-render.tsx render this same component), so the
 * toaster, which that HTML lacks, joins after hydration. `client`: a server render's own cache,
 * one per request; the browser has the one.
 */
export function App({ hydrating = false, client = queryClient }: { hydrating?: boolean; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AppRoutes />
        {hydrating ? (
          <AfterHydration>
            <ThemedToaster />
          </AfterHydration>
        ) : (
          <ThemedToaster />
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
