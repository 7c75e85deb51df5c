// The types of the build's stand-in for 'react-relay/hooks' (reactRelayHooks.js): those of the hooks it re-exports.
export {
  graphql,
  loadQuery,
  RelayEnvironmentProvider,
  useFragment,
  useMutation,
  usePreloadedQuery,
  useSubscription,
} from 'react-relay/hooks';
