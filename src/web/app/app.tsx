import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { queryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';
import { AppRoutes } from './routes';

function ThemedToaster() {
  const { theme } = useTheme();
  // One toast at a time, gone after 5 seconds (spec section 9).
  return <Toaster theme={theme} visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />;
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
