// Modules a Vite plugin writes at build time (scripts/vite/).
declare module 'virtual:config-images' {
  import type { ResponsiveImage } from './configImages.ts';

  const images: Record<string, ResponsiveImage>;
  export default images;
}

declare module 'virtual:translations' {
  type Texts = Record<string, unknown>;
  interface LanguageTexts {
    /** Every text of the language but the screens' own. */
    default: Texts;
    /** Screen → its own texts; a screen whose texts are all in core is not listed. */
    screenTexts: Record<string, () => Promise<{ default: Texts }>>;
  }

  /** Language → its texts module (scripts/vite/translationsPlugin.ts). */
  export const languageTexts: Record<string, () => Promise<LanguageTexts>>;
}

declare module 'virtual:denied-referrers' {
  import type { DeniedReferrers } from './__generated__/app.ts';

  /** config/app.json deniedReferrers (scripts/vite/lazyConfigPartPlugin.ts), null where the file has none. */
  const deniedReferrers: DeniedReferrers | null;
  export default deniedReferrers;
}
