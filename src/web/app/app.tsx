import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../shared/constants';
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppRoutes />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
