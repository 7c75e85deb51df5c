// Modules a Vite plugin writes at build time (scripts/vite/).
declare module 'virtual:config-images' {
  import type { ResponsiveImage } from './configImages.ts';

  const images: Record<string, ResponsiveImage>;
  export default images;
}
