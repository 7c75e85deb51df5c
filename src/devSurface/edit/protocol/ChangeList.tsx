// The changes the gallery made since the dev server started, newest first: each place (file, JSON pointer) with its
// value before and after, and a way back. An undo is a change of its own, and final (its change is made again by
// making it again).
import type { Change } from './editProtocol.ts';
import { EditStatusLine } from './EditStatusLine.tsx';
import type { EditDialog, EditStatus } from './useEditSession.ts';

interface Props {
  changes: Change[];
  status: EditStatus | undefined;
  onUndo: (id: number) => void;
  onOpen: (dialog: EditDialog) => void;
}

const shown = (value: unknown) =>
  value === undefined ? '(nothing)' : typeof value === 'string' ? `“${value}”` : JSON.stringify(value);

export function ChangeList({ changes, status, onUndo, onOpen }: Props) {
  return (
    <section className="ds-panel ds-changes" aria-labelledby="ds-changes-title">
      <div className="ds-panel-head">
        <h2 id="ds-changes-title">Changes since the dev server started</h2>
        <div className="ds-actions">
          <button type="button" className="ds-button" onClick={() => onOpen('copyVariant')}>
            Add a copy variant
          </button>
          <button type="button" className="ds-button" onClick={() => onOpen('experiment')}>
            Start or stop an experiment
          </button>
        </div>
      </div>
      <EditStatusLine status={status} />
      {changes.length === 0 ? (
        <p className="ds-note">None yet. Turn on “Edit texts” and pick a text in a preview to change it.</p>
      ) : (
        <ol className="ds-change-list" reversed>
          {changes.map((change) => (
            <li key={change.id} data-change={change.id}>
              <p>
                <strong>Change {change.id}</strong>, {new Date(change.at).toLocaleTimeString('en-GB')}
                {change.undoes !== undefined && <>, undoes change {change.undoes}</>}
              </p>
              <ul>
                {change.lines.map((line, i) => (
                  <li key={i}>
                    <code className="ds-file">{line.file}</code> <code className="ds-pointer">{line.pointer}</code>{' '}
                    <span className="ds-visually-hidden">before:</span>
                    <del>{shown(line.before)}</del> → <span className="ds-visually-hidden">after:</span>
                    <ins>{shown(line.after)}</ins>
                  </li>
                ))}
              </ul>
              {change.undoneBy !== undefined ? (
                <p className="ds-note">Undone by change {change.undoneBy}.</p>
              ) : change.undoes === undefined ? (
                <button type="button" className="ds-button ds-button-quiet" onClick={() => onUndo(change.id)}>
                  Undo change {change.id}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
