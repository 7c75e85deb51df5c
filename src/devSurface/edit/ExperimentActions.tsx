// In `npm start` only (the edit endpoints exist in the dev server alone): the split generator's rule added to
// config/experiments.json where it runs, the rule in its way named with a way to stop it, and each running experiment
// of the feature stopped in one action. Each is a change of the gallery's change list, undone there.
import { useCallback, useEffect, useState } from 'react';
import { EditRefusal, readValues, writeEdits } from './editApi.ts';
import type { FileEdit, ValueRead } from './editProtocol.ts';
import { EXPERIMENTS_FILE, experimentsOf, placeRule, stopRule } from './experimentPlacement.ts';

interface Props {
  rule: { id?: string; key: string; variations: string[] };
  /** The feature key of config/experiments.json the rule goes under. */
  feature: string;
}

interface Status {
  text: string;
  refused: boolean;
}

const sentenceOf = (error: unknown) => (error instanceof EditRefusal ? error.message : String(error));

export default function ExperimentActions({ rule, feature }: Props) {
  const [file, setFile] = useState<ValueRead>();
  const [status, setStatus] = useState<Status>();
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    readValues([{ file: EXPERIMENTS_FILE, pointer: '' }]).then(
      ([read]) => current && setFile(read),
      (error: unknown) => current && setStatus({ text: sentenceOf(error), refused: true }),
    );
    return () => void (current = false);
  }, [asked]);

  // After each save or refusal the file is read again: its hash, and what it holds, may have changed.
  const save = useCallback(async (edit: FileEdit | { refused: string }, done: (id: number) => string) => {
    if ('refused' in edit) return setStatus({ text: edit.refused, refused: true });
    try {
      const { change } = await writeEdits([edit]);
      setStatus({ text: done(change.id), refused: false });
    } catch (error) {
      setStatus({ text: sentenceOf(error), refused: true });
    }
    setAsked((n) => n + 1);
  }, []);

  if (!file) return status ? <p role="alert">{status.text}</p> : null;
  const placement = placeRule(file, feature, rule);
  const stop = (name: string) =>
    save(stopRule(file, feature, name), (id) => `Rule “${name}” stopped: change ${id} in the gallery's list.`);
  const running = experimentsOf(file, feature);

  return (
    <section className="experiment-actions" aria-label={`Run it in ${EXPERIMENTS_FILE}`}>
      {'refused' in placement ? (
        <p>{placement.refused}</p>
      ) : (
        <>
          {placement.shadowedBy && (
            <p className="experiment-shadowed">
              Rule “{placement.shadowedBy.name}” of {feature} decides for every visitor: this experiment would never run
              while it does.{' '}
              <button type="button" onClick={() => void stop(placement.shadowedBy!.name)}>
                Stop that rule
              </button>
            </p>
          )}
          <button
            type="button"
            disabled={placement.shadowedBy !== undefined}
            onClick={() =>
              void save(
                placement.edit,
                (id) =>
                  `Added to ${EXPERIMENTS_FILE} (change ${id}): fresh visitors take part, the links show each arm.`,
              )
            }
          >
            Add to {EXPERIMENTS_FILE}
          </button>
        </>
      )}
      {running.length > 0 && (
        <ul className="experiment-running" aria-label={`Experiments of ${feature} in ${EXPERIMENTS_FILE}`}>
          {running.map((experiment) => (
            <li key={experiment.name}>
              <code>{experiment.name}</code>{' '}
              <button type="button" onClick={() => void stop(experiment.name)}>
                Stop {experiment.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role={status?.refused ? 'alert' : 'status'}>{status?.text}</p>
    </section>
  );
}
