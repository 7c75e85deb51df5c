// What an entry is and where it comes from: its dimension and title, its config source, its path and mock scenario,
// and the link to the real page in that state.
import type { GalleryEntry } from '../entries/dimensions.ts';

export function EntryIdentity({ entry, headingId }: { entry: GalleryEntry; headingId: string }) {
  return (
    <>
      <p className="ds-dimension">
        {entry.dimension} <span lang={entry.language}>{entry.language}</span>
      </p>
      <h2 id={headingId}>{entry.title}</h2>
      <p className="ds-source">
        From <code>{entry.source.file}</code> <code className="ds-pointer">{entry.source.pointer}</code>
      </p>
      <p className="ds-source">
        At <code>{entry.path}</code>
        {entry.scenario && (
          <>
            , mock scenario <code>{entry.scenario}</code>
          </>
        )}
      </p>
      {entry.afterAction && <p className="ds-note">{entry.afterAction}</p>}
      <a className="ds-open" href={entry.url} target="_blank" rel="noopener" data-proof={JSON.stringify(entry.proof)}>
        Open the page
        <span className="ds-visually-hidden">
          : {entry.title}, {entry.language}
        </span>
      </a>
    </>
  );
}
