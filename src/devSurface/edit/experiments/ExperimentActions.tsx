// The split generator's rule, added to config/experiments.json where it runs (experimentPlacement.ts); the rule for
// everyone that would keep it from running is named, with a way to stop it first.
import { EXPERIMENTS_FILE, placeRule } from './experimentPlacement.ts';
import { StopRuleButton } from './StopRuleButton.tsx';
import type { ValueRead } from '../protocol/editProtocol.ts';
import type { ComposedRule } from './useComposedRule.ts';
import type { SaveExperiments } from './useExperimentsFile.ts';

interface Props {
  composed: ComposedRule | undefined;
  file: ValueRead;
  save: SaveExperiments;
  /** A save runs: the buttons wait for the file read after it. */
  saving: boolean;
}

export function ExperimentActions({ composed, file, save, saving }: Props) {
  if (!composed)
    return (
      <p className="ds-note">
        Nothing composed yet: choose the part, its arms and weights in the split generator and press its button. Its
        rule shows here.
      </p>
    );
  const { rule, feature } = composed;
  const placement = placeRule(file, feature, rule);
  if ('refused' in placement) return <p className="ds-note">{placement.refused}</p>;
  if ('present' in placement)
    return (
      // Not a live region of its own: the status line above has said "Added …".
      <p className="ds-note">
        “{String(rule.id)}” is rule {placement.present + 1} of <code>{feature}</code> in {EXPERIMENTS_FILE}: it runs.
      </p>
    );
  const { shadowedBy } = placement;
  return (
    <div className="ds-experiment-new">
      <p>
        <strong>{String(rule.name ?? rule.key)}</strong> (<code>{String(rule.id)}</code>), arms{' '}
        {rule.variations.join(', ')}: rule {placement.index + 1} of <code>{feature}</code>.
      </p>
      {shadowedBy && (
        <p className="ds-mark" data-mark="shadowed" id="ds-shadowed">
          Shadowed: rule “{shadowedBy.name}” above it decides for every visitor, so this one would never run. Stop it
          first, or keep it and leave this one out.
        </p>
      )}
      <div className="ds-actions">
        {shadowedBy && (
          <StopRuleButton
            {...{ file, feature, save, saving }}
            name={shadowedBy.name}
            then="the new rule can run now."
          />
        )}
        <button
          type="button"
          className="ds-button"
          disabled={saving || shadowedBy !== undefined}
          aria-describedby={shadowedBy && 'ds-shadowed'}
          onClick={() =>
            void save(
              placement.edit,
              (id) => `Added “${String(rule.id)}” to ${EXPERIMENTS_FILE} (change ${id}): fresh visitors take part.`,
            )
          }
        >
          Add to {EXPERIMENTS_FILE}
        </button>
      </div>
    </div>
  );
}
