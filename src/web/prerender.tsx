/**
 * Build-time only (vite.config.ts, ADR 0046): the public pages rendered to HTML with the default
 * brand, so a first visit paints text before any script has run. The app then renders the same
 * page over it in one commit (src/web/main.tsx waits for the screen's chunk first).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, run by the build in Node (never shipped to browsers)
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AuthScreen } from './features/auth/components/auth-screen';
import { LandingPage } from './features/landing';
import { PrivacyPolicyPage, TermsPage } from './features/legal';

export const PRERENDERED: Record<string, ComponentType> = {
  '/': LandingPage,
  '/auth': AuthScreen,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms': TermsPage,
};

export function render(path: string): string {
  const Page = PRERENDERED[path];
  if (!Page) throw new Error(`no prerendered page for ${path}`);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath={path} ssrSearch="">
        <Page />
      </Router>
    </QueryClientProvider>,
  );
}
