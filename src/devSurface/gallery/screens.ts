// The two widths each entry is previewed at, and how much smaller each is drawn.
export const SCREENS = {
  phone: { width: 390, height: 844, scale: 0.42 },
  desktop: { width: 1280, height: 800, scale: 0.42 },
} as const;

export type ScreenName = keyof typeof SCREENS;
