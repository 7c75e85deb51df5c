// "Start or stop an experiment": the split generator itself, signed in as the admin, beside what to do with the rule
// it composes (add it where it runs, or stop what would keep it from running) and the experiments that run, each
// stopped in one action. The app page stays the app's; the gallery reads its rule (useComposedRule.ts).
import { useRef } from 'react';
import type { GalleryEntry } from '../../entries/dimensions.ts';
import { EditStatusLine } from '../protocol/EditStatusLine.tsx';
import { ExperimentActions } from './ExperimentActions.tsx';
import { RunningExperiments } from './RunningExperiments.tsx';
import { useComposedRule } from './useComposedRule.ts';
import { useExperimentsFile } from './useExperimentsFile.ts';
import { useModal } from '../protocol/useModal.ts';

interface Props {
  /** The split generator, signed in (the gallery's admin entry), or nothing when config has none. */
  generator: GalleryEntry | undefined;
  arms: GalleryEntry[];
  version: number;
  onClose: () => void;
}

export function ExperimentDialog({ generator, arms, version, onClose }: Props) {
  const dialog = useModal();
  const frame = useRef<HTMLIFrameElement>(null);
  const composed = useComposedRule(frame, generator !== undefined);
  const { file, status, save, saving } = useExperimentsFile(version);

  return (
    <dialog ref={dialog} className="ds-dialog" aria-labelledby="ds-experiment-title" onClose={onClose}>
      <h2 id="ds-experiment-title">Start or stop an experiment</h2>
      <div className="ds-experiment">
        {generator ? (
          <iframe ref={frame} src={generator.url} title="Split generator" className="ds-experiment-frame" />
        ) : (
          <p className="ds-refusal">
            No page of config/routes.json composes experiments for a signed-in admin (a screen with a generatedSplit
            block inside signedIn): compose the rule by hand (docs/marketers.md, section 7).
          </p>
        )}
        <div className="ds-experiment-side">
          <h3>The new experiment</h3>
          {file && <ExperimentActions composed={composed} file={file} save={save} saving={saving} />}
          <EditStatusLine status={status} focus />
          {file && <RunningExperiments file={file} arms={arms} save={save} saving={saving} />}
          <div className="ds-actions">
            <button type="button" className="ds-button ds-button-quiet" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
