/**
 * The catalogue as the running mock knows it: read again when scenarios.json changes (the dev and preview servers
 * watch it), so a marketer's new seed code or QA's new case works without a restart. Everything that reads the
 * catalogue asks this object each time, and sees the newest valid file; an invalid edit keeps the last good one.
 */
import { PATHS } from '../base/paths.ts';
import { loadScenarioCatalogue, type ScenarioCatalogue } from './catalogue.ts';

export interface LiveCatalogue extends ScenarioCatalogue {
  /** Reads the file again; throws (keeping the catalogue it had) when the file is not a valid catalogue. */
  reload(): void;
}

export function liveScenarioCatalogue(file: string = PATHS.scenarios): LiveCatalogue {
  let current = loadScenarioCatalogue(file);
  return {
    get scenarios() {
      return current.scenarios;
    },
    get abScenarios() {
      return current.abScenarios;
    },
    get socialScenarios() {
      return current.socialScenarios;
    },
    get experimentCodes() {
      return current.experimentCodes;
    },
    byId: (id) => current.byId(id),
    byTypedValue: (operation, field, value) => current.byTypedValue(operation, field, value),
    reload() {
      current = loadScenarioCatalogue(file);
    },
  };
}
