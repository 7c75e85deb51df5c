// Relay's node(id:) read from the store: a record the store already holds under that id (a mutation's answer, a
// fragment's object) answers the field, so a 'store-or-network' query asks the backend only for what is missing.
import { ROOT_ID, type MissingFieldHandler } from 'relay-runtime';

export const nodeFromStore: MissingFieldHandler = {
  kind: 'linked',
  handle: (field, record, args) =>
    record?.getDataID() === ROOT_ID && field.name === 'node' && typeof args.id === 'string' ? args.id : undefined,
};
