// Every screen of config/screens/ at once, for the tools that look at them all (the dev surface's gallery). The app
// loads each screen on demand (screens.ts): importing this file would put every screen in the importer's chunk.
import type { ScreenConfig } from './__generated__/screen.ts';

const screens = import.meta.glob<ScreenConfig>('../../config/screens/*.json', { eager: true, import: 'default' });

export const screenOf = (name: string): ScreenConfig | undefined => screens[`../../config/screens/${name}.json`];
export const allScreens = (): ScreenConfig[] => Object.values(screens);
