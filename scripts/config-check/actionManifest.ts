// What the code says of each action (src/actions/actionManifest.ts): its form, the data it needs and where that data
// exists, the values its answers carry. The check takes it as an argument, so tests can hand it their own.
import { actionManifest, dataSources } from '../../src/actions/actionManifest.ts';

export interface ActionFacts {
  actions: Readonly<Record<string, { form: string; needs: readonly string[]; values: readonly string[] }>>;
  sources: Readonly<Record<string, { insideBlock: string; list: string } | { guard: string }>>;
}

export const codeActionFacts: ActionFacts = { actions: actionManifest, sources: dataSources };
