/** What every resolver can reach: the store, the catalogue, the settings and the event bus. */
import type { IMockStore } from '@graphql-tools/mock';
import { createPubSub } from 'graphql-yoga';
import type { ResolvedOptions } from '../base/options.ts';
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import type { MockStore } from '../store/mockStore.ts';
import type { RegistrationRecord } from '../store/records.ts';

export const createRegistrationEvents = () =>
  createPubSub<{ registrationChanged: [registrationId: string, registration: RegistrationRecord] }>();

export type RegistrationEvents = ReturnType<typeof createRegistrationEvents>;

export interface BackendServices {
  store: MockStore;
  /** @graphql-tools/mock's store: the values mocks fill in, stable per object. */
  mockValues: IMockStore;
  catalogue: ScenarioCatalogue;
  options: ResolvedOptions;
  registrationEvents: RegistrationEvents;
}
