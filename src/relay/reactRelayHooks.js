// The build's stand-in for 'react-relay/hooks' (vite.config.ts resolve.alias): the hooks the app uses, each from its
// own module, so the bundle leaves out those it never calls (entry points, pagination, refetchable fragments, …).
// Types still come from 'react-relay/hooks'; tests/build/relay-hooks-entry.test.ts keeps the two lists the same.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
/** Replaced at build by each operation's compiled artifact (vite-plugin-relay-lite); never called. */
export { graphql } from 'relay-runtime/lib/query/GraphQLTag.js';
