// Relay's runtime as the app calls it, from this one module, bound together in one object: the bundler then makes
// Relay's hooks, its runtime and their helpers, the environment and the request helpers one chunk, instead of one
// for each set of pages that shares a part (a code's page loads them all, and every chunk is a compile and evaluation
// task of its own). The graphql tag (replaced at build) and the types still come from 'react-relay/hooks' and
// 'relay-runtime'.
import {
  RelayEnvironmentProvider as Provider,
  useFragment as fragment,
  useMutation as mutation,
  useSubscription as subscription,
} from 'react-relay/hooks';
import { readInlineData as readInline } from 'relay-runtime';
import { relayEnvironment as environment } from './environment.ts';
import { mutate as commit, queryOnce as query, retainedQuery as retained } from './requests.ts';
import { connectPreloads } from './preloadedQueries.ts';

const runtime = Object.freeze({
  RelayEnvironmentProvider: Provider,
  useFragment: fragment,
  useMutation: mutation,
  useSubscription: subscription,
  relayEnvironment: environment,
  mutate: commit,
  queryOnce: query,
  retainedQuery: retained,
  readInlineData: readInline,
});

export const {
  RelayEnvironmentProvider,
  useFragment,
  useMutation,
  useSubscription,
  relayEnvironment,
  mutate,
  queryOnce,
  retainedQuery,
  readInlineData,
} = runtime;

// The queries the route's loaders started take their answers into Relay's store from here on.
connectPreloads({ relayEnvironment, retainedQuery });
