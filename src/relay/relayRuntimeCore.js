// The build's stand-in for 'relay-runtime' (vite.config.ts resolve.alias): what the app and the Relay hooks it calls
// use, each from its own module. Relay's index loads every part of the runtime (connections, pagination, the
// experimental observers, the response cache, …), all evaluated on a code's page as it loads; these are not.
// tests/build/relay-runtime-entry.test.ts checks that everything the hooks take from 'relay-runtime' is here.
import { createOperationDescriptor } from 'relay-runtime/lib/store/RelayModernOperationDescriptor.js';
import {
  areEqualSelectors,
  getSelector,
  getVariablesFromFragment,
} from 'relay-runtime/lib/store/RelayModernSelector.js';
import {
  fetchQuery as fetchQueryInternal,
  fetchQueryDeduped,
  getPromiseForActiveRequest,
} from 'relay-runtime/lib/query/fetchQueryInternal.js';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext.js';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext.js';

export { default as Environment } from 'relay-runtime/lib/store/RelayModernEnvironment.js';
export { default as Network } from 'relay-runtime/lib/network/RelayNetwork.js';
export { default as Observable } from 'relay-runtime/lib/network/RelayObservable.js';
export { default as RecordSource } from 'relay-runtime/lib/store/RelayRecordSource.js';
export { default as Store } from 'relay-runtime/lib/store/RelayModernStore.js';
export { default as ReplaySubject } from 'relay-runtime/lib/util/RelayReplaySubject.js';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry.js';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags.js';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation.js';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery.js';
export { default as requestSubscription } from 'relay-runtime/lib/subscription/requestSubscription.js';
export { default as readInlineData } from 'relay-runtime/lib/store/readInlineData.js';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment.js';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier.js';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise.js';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto.js';
export { handlePotentialSnapshotErrors } from 'relay-runtime/lib/util/handlePotentialSnapshotErrors.js';
export { getFragment, getRequest } from 'relay-runtime/lib/query/GraphQLTag.js';
export { areEqualSelectors, createOperationDescriptor, getSelector, getVariablesFromFragment };

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal,
  fetchQueryDeduped,
  getPromiseForActiveRequest,
};
