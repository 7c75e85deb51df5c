// One scenario of the catalogue: what it produces, its kind and operation, what QA sees, and the link that reproduces
// it (the page where the case shows, the mock set up for it once).
import type { QaRow } from '../entries/dimensions.ts';

export function ScenarioRow({ row }: { row: QaRow }) {
  return (
    <tr data-scenario={row.id}>
      <th scope="row">
        <code>{row.id}</code>
        <span className="ds-produces">{row.produces}</span>
      </th>
      <td>{row.kind}</td>
      <td>
        <code>{row.operation}</code>
      </td>
      <td>
        {row.description}
        <span className="ds-shows">{row.showsLine}</span>
      </td>
      <td>
        <a className="ds-button" href={row.url} target="_blank" rel="noopener">
          Reproduce<span className="ds-visually-hidden"> {row.id}</span>
        </a>
      </td>
    </tr>
  );
}
