import type { ValueRead } from '../protocol/editProtocol.ts';
import { stopRule } from './experimentPlacement.ts';
import type { SaveExperiments } from './useExperimentsFile.ts';

interface StopRuleButtonProps {
  file: ValueRead;
  feature: string;
  name: string;
  save: SaveExperiments;
  saving: boolean;
  /** What stopping it does, said after it is done. */
  then: string;
}

/** Stops a rule of config/experiments.json (takes it out: experimentPlacement.ts) and says so. */
export function StopRuleButton({ file, feature, name, save, saving, then }: StopRuleButtonProps) {
  return (
    <button
      type="button"
      className="ds-button ds-button-quiet"
      disabled={saving}
      onClick={() => void save(stopRule(file, feature, name), (id) => `Stopped “${name}” (change ${id}): ${then}`)}
    >
      Stop “{name}”
    </button>
  );
}
