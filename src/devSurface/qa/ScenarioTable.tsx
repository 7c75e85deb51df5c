// The scenario catalogue (mock-server/scenarios.json) as a table, filtered by kind and operation, each row with a
// 'reproduce' link: the page where the case shows, the mock set up for it once.
import { useState } from 'react';
import type { QaRow } from '../entries/dimensions.ts';
import { ScenarioRow } from './ScenarioRow.tsx';

const distinct = (rows: QaRow[], key: 'kind' | 'operation') => [...new Set(rows.map((r) => r[key]))].sort();

export function ScenarioTable({ rows }: { rows: QaRow[] }) {
  const [kind, setKind] = useState('all');
  const [operation, setOperation] = useState('all');
  const shown = rows.filter(
    (r) => (kind === 'all' || r.kind === kind) && (operation === 'all' || r.operation === operation),
  );
  return (
    <section className="ds-panel" aria-labelledby="ds-scenarios">
      <h2 id="ds-scenarios">Scenarios</h2>
      <form className="ds-filters" aria-label="Filter the scenarios" onSubmit={(e) => e.preventDefault()}>
        <label>
          Kind
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="all">All kinds</option>
            {distinct(rows, 'kind').map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label>
          Operation
          <select value={operation} onChange={(e) => setOperation(e.target.value)}>
            <option value="all">All operations</option>
            {distinct(rows, 'operation').map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
        <p className="ds-count" aria-live="polite">
          {shown.length} of {rows.length} scenarios
        </p>
      </form>
      <div className="ds-table-scroll">
        <table className="ds-table">
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Kind</th>
              <th scope="col">Operation</th>
              <th scope="col">What QA sees</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <ScenarioRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
