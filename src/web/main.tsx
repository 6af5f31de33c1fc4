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
  // The painted page goes to the screen first: the app starts after the next frame (or 100 ms, for a tab in the background).
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void preloadScreen(window.location.pathname)
      .catch(() => undefined)
      .then(() => createRoot(root).render(app));
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
} else {
  createRoot(root).render(app);
}
