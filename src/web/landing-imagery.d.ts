/** Made by scripts/build/landing-imagery.ts at build time (ADR 0095): the landing page's pictures. */
declare module 'virtual:landing-imagery' {
  import type { ResponsiveImage } from '../shared/responsive-image';
  const images: { outfit: ResponsiveImage; closet: ResponsiveImage };
  export default images;
}
