// The dev surface's data from config and the catalogue: the gallery's entries and the QA console's rows, each row
// with its reproduce link (the page where the case shows, the mock set up for it once).
import { appConfig } from '../../config/appConfig.ts';
import type { SurfaceState } from './dimensions.ts';
import { galleryEntries } from './galleryEntries.ts';
import { qaRows } from './qaRows.ts';
import { splitGeneratorEntry } from './routeEntries.ts';

export function surfaceState(): Omit<SurfaceState, 'problems' | 'stale'> {
  const { basePath, languages } = appConfig;
  return {
    basePath,
    languages,
    entries: galleryEntries(),
    splitGenerator: splitGeneratorEntry(),
    scenarios: qaRows(),
  };
}
