// The dev surface's data from config and the catalogue: the gallery's entries and the QA console's rows, each row
// with its reproduce link (the page where the case shows, the mock set up for it once).
import { appConfig } from '../../config/appConfig.ts';
import { scenarioCatalogue } from './catalogue.ts';
import type { SurfaceState } from './dimensions.ts';
import { galleryEntries } from './galleryEntries.ts';
import { pageUrl, reproduceUrl } from './galleryEntry.ts';
import { splitGeneratorEntry } from './routeEntries.ts';
import { scenarioPage } from './scenarioPages.ts';

export function surfaceState(): Omit<SurfaceState, 'problems' | 'stale'> {
  const { basePath, languages, defaultLanguage } = appConfig;
  return {
    basePath,
    languages,
    entries: galleryEntries(),
    splitGenerator: splitGeneratorEntry(),
    scenarios: scenarioCatalogue.scenarios.map((s) => ({
      id: s.id,
      kind: s.kind,
      operation: s.operation,
      produces: s.produces,
      description: s.description,
      trigger: `${s.trigger.field}: ${s.trigger.value}`,
      url: reproduceUrl(s.id, pageUrl(defaultLanguage, scenarioPage(s))),
    })),
  };
}
