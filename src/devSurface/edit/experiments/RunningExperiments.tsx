// The experiments config/experiments.json runs, each with a preview link per arm (the gallery's own entries for it)
// and one action that stops it.
import type { GalleryEntry } from '../../entries/dimensions.ts';
import type { ValueRead } from '../protocol/editProtocol.ts';
import { EXPERIMENTS_FILE, runningExperiments } from './experimentPlacement.ts';
import { StopRuleButton } from './StopRuleButton.tsx';
import type { SaveExperiments } from './useExperimentsFile.ts';

interface Props {
  file: ValueRead;
  /** The gallery's experiment entries in one language: an arm of a rule each. */
  arms: GalleryEntry[];
  save: SaveExperiments;
  saving: boolean;
}

/** The gallery's entries for the arms of the experiment `key` of `feature` (by key: the gallery's entries and the
 * file are two reads, and a rule's place may differ between them just after an edit). */
const armsOf = (arms: GalleryEntry[], feature: string, key: string) =>
  arms.filter(
    (arm) => arm.id.startsWith(`experiment:${feature}:`) && arm.path.includes(`?${encodeURIComponent(key)}=`),
  );

export function RunningExperiments({ file, arms, save, saving }: Props) {
  const running = runningExperiments(file);
  return (
    <section aria-labelledby="ds-running-title">
      <h3 id="ds-running-title">Running in {EXPERIMENTS_FILE}</h3>
      {running.length === 0 ? (
        <p className="ds-note">None: every visitor sees what config/variants.json decides.</p>
      ) : (
        <ul className="ds-running">
          {running.map(({ feature, name, key }) => (
            <li key={`${feature}/${name}`} data-rule={name}>
              <p>
                <code>{name}</code> of <code>{feature}</code>
              </p>
              <ul>
                {armsOf(arms, feature, key).map((arm) => (
                  <li key={arm.id}>
                    <a href={arm.url} target="_blank" rel="noopener">
                      {arm.title}
                    </a>
                  </li>
                ))}
              </ul>
              <StopRuleButton
                {...{ file, feature, name, save, saving }}
                then="every visitor sees config's choice again."
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
