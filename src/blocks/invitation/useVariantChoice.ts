// Which variant a code's page shows (config/variants.json's rules, the experiments' answers) and how far that is
// decided: config's defaults before the code's answer (the same in the prerendered page and while React hydrates
// it), then the rules' choice once every experiment that could change it has spoken.
import { useExperiments, useWatchedDimensions } from '../../experiments/experimentState.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { openDimensions, possibleChoices } from '../../variants/possibleChoices.ts';
import { selectVariant, type VariantContext } from '../../variants/selectVariant.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { armKey } from './headlineArm.ts';
import { useHeldArms } from './useHeldArms.ts';

/** accepted: the backend accepted the code; the rest of the visit is what the rules look at. */
export function useVariantChoice(accepted: boolean, visit: Omit<VariantContext, 'query' | 'experiments'>) {
  const [query] = useRenderedSearch();
  const experiments = useExperiments();
  const seen = { ...visit, query };
  const open = accepted ? openDimensions(seen, experiments.candidates) : [];
  useWatchedDimensions(open);
  const choice = accepted ? selectVariant({ ...seen, experiments: experiments.values }) : variantsConfig.defaults;
  const decided = accepted && !experiments.loading && open.every((dimension) => experiments.evaluated.has(dimension));
  const possible = accepted ? possibleChoices(seen, experiments.candidates, open) : [];
  /** An experiment on the layout around the form is still open: the form waits for it. */
  const layoutOpen = !decided && new Set(possible.map((c) => c.registrationLayout)).size > 1;
  const held = useHeldArms(accepted, decided ? choice : null, possible, armKey);
  return { choice, decided, layoutOpen, held };
}
