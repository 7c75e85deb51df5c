import { graphql } from 'react-relay/hooks';
import type { GeneratedLinkAnswerQuery } from '../../__generated__/relay/GeneratedLinkAnswerQuery.graphql.ts';
import { PreloadedData } from '../../relay/PreloadedData.tsx';
import { retryQuery } from '../../relay/preloadedQueries.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { GeneratedLink } from './GeneratedLink.tsx';
import { GENERATED_LINK_QUERY } from './preloadGeneratedLink.ts';

// The link the URL names, by its id. Compiled for the route's loader, which asks it (preloadGeneratedLink.ts).
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the tag is the query's definition
graphql`
  query GeneratedLinkAnswerQuery($id: ID!) {
    node(id: $id) {
      ...GeneratedLink_link @alias(as: "link")
    }
  }
`;

interface GeneratedLinkAnswerProps {
  block: BlockOf<'generatedLink'>;
  id: string;
}

/** Loaded with the link's id in the URL: it brings Relay with it (the generator's form has loaded it already). */
export default function GeneratedLinkAnswer({ block, id }: GeneratedLinkAnswerProps) {
  return (
    <RelayBoundary retry={() => retryQuery(GENERATED_LINK_QUERY)}>
      {() => (
        <PreloadedData<GeneratedLinkAnswerQuery> slot={GENERATED_LINK_QUERY} queryKey={id}>
          {/* No link with the id (another kind of node, none, or not the admin's to see): nothing to show. */}
          {({ node }) => node?.link && <GeneratedLink block={block} link={node.link} />}
        </PreloadedData>
      )}
    </RelayBoundary>
  );
}
