/**
 * The server bundle's entry (vite.config.ts builds it into <outDir>/.ssr): the public pages
 * rendered at build time (ADR 0046) and the signed-in screens rendered per request (ADR 0056).
 */
export { PRERENDERED, render } from './prerender';
export { renderSignedIn, type RenderState, type SignedInPage } from './signed-in-render';
