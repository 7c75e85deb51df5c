// Screens load on demand: each config/screens/*.json becomes its own small chunk.
import type { ScreenConfig } from './__generated__/screen.ts';

const loaders = import.meta.glob<ScreenConfig>('../../config/screens/*.json', { import: 'default' });

export function loadScreen(name: string): Promise<ScreenConfig> {
  const load = loaders[`../../config/screens/${name}.json`];
  if (!load) throw new Error(`No screen config "${name}" in config/screens/.`);
  return load();
}
