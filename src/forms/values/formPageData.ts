// What a form takes from its page (the data its action needs, where it finishes) reaches it through a store that
// never changes identity, given by the block that holds the data (the invitation). A context whose value changes
// marks every part of the page React has not hydrated yet below it, and React then throws that part's HTML away: a
// prerendered form waiting for its code would vanish when the registration page's code check answers.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ActionName } from '../../config/__generated__/screen.ts';
import type { FinishedIn } from '../../outcomes/finishedIn.ts';
import type { ActionData, ActionDataName } from '../../actions/actionData.ts';
import { actionManifest, dataSources } from '../../actions/actionManifest.ts';

export interface FormPageData {
  actionData: Partial<ActionData>;
  /** Where the forms inside finish (config/variants.json `finishedIn`). */
  finishedIn: FinishedIn;
}

export interface FormPageDataStore {
  /** What the page was first rendered with: a prerendered form hydrates with it, so its HTML matches. */
  readonly first: FormPageData;
  latest(): FormPageData;
  set(next: FormPageData): void;
  subscribe(listener: () => void): () => void;
}

export function createFormPageDataStore(first: FormPageData): FormPageDataStore {
  let latest = first;
  const listeners = new Set<() => void>();
  return {
    first,
    latest: () => latest,
    set(next) {
      if (next.actionData === latest.actionData && next.finishedIn === latest.finishedIn) return;
      latest = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** No data for the actions (yet): one value, so setting it again tells no one of a change. */
export const NO_DATA: Partial<ActionData> = {};

/** Outside any block that gives data: no data for the actions, finished on the page of the answer. */
const NO_PAGE_DATA = createFormPageDataStore({ actionData: NO_DATA, finishedIn: 'page' });

export const FormPageDataContext = createContext<FormPageDataStore>(NO_PAGE_DATA);

export const useFormPageDataStore = (): FormPageDataStore => useContext(FormPageDataContext);

/** The page's data for its forms: while React hydrates (a prerendered form, even long after the page), those it was rendered with. */
export function useFormPageData(): FormPageData {
  const store = useFormPageDataStore();
  return useSyncExternalStore(store.subscribe, store.latest, () => store.first);
}

/** Whether the blocks around a form give what its action needs of them (what the URL holds is read at submit). */
export function givesWhatActionNeeds(action: ActionName, actionData: Partial<ActionData>): boolean {
  const needs = actionManifest[action].needs as readonly ActionDataName[];
  return needs.every((need) => !('insideBlock' in dataSources[need]) || actionData[need] !== undefined);
}
