// What `npm run check:config` would say of the files as they are now, at the top of the gallery.
import type { ConfigProblemView } from '../entries/dimensions.ts';

const placeOf = (p: ConfigProblemView) =>
  p.line === undefined ? p.pointer || '/' : `line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`}`;

export function ConfigProblems({ problems, stale }: { problems: ConfigProblemView[]; stale: boolean }) {
  if (problems.length === 0) return null;
  return (
    <section className="ds-problems" role="alert" aria-labelledby="ds-problems-title">
      <h2 id="ds-problems-title">
        {problems.length} config {problems.length === 1 ? 'problem' : 'problems'}
        {stale ? ': the gallery shows the entries from before the edit' : ''}
      </h2>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code className="ds-file">{p.file}</code> <code className="ds-pointer">{placeOf(p)}</code>{' '}
            <span>{p.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
