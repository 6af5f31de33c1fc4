import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page the server sent already painted (ADR 0046): its screen's chunk is loaded first, so
// the app's first render is the page itself, drawn over the same page in one commit, never a fallback.
if (root.firstElementChild) {
  void preloadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}
