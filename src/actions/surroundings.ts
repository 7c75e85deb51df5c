// What surrounds a form (the data its action needs, where it finishes) reaches it through a store that never changes
// identity, given by the block around it (the invitation). A context whose value changes marks every part of the
// page React has not hydrated yet below it, and React then throws that part's HTML away: a prerendered form waiting
// for its code would vanish when the registration page's code check answers.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ActionName } from '../config/__generated__/screen.ts';
import type { FinishedIn } from '../outcomes/finishedIn.ts';
import type { ActionData, ActionDataName } from './actionData.ts';
import { actionManifest, dataSources } from './actionManifest.ts';

export interface Surroundings {
  around: Partial<ActionData>;
  /** Where the forms inside finish (config/variants.json `finishedIn`). */
  finishedIn: FinishedIn;
}

export interface SurroundingsStore {
  /** What the page was first rendered with: a prerendered form hydrates with it, so its HTML matches. */
  readonly first: Surroundings;
  latest(): Surroundings;
  set(next: Surroundings): void;
  subscribe(listener: () => void): () => void;
}

export function createSurroundingsStore(first: Surroundings): SurroundingsStore {
  let latest = first;
  const listeners = new Set<() => void>();
  return {
    first,
    latest: () => latest,
    set(next) {
      if (next.around === latest.around && next.finishedIn === latest.finishedIn) return;
      latest = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** No data around (yet): one value, so setting it again tells no one of a change. */
export const NO_DATA: Partial<ActionData> = {};

/** Outside any block that gives data: nothing around, finished on the page of the answer. */
const NOTHING_AROUND = createSurroundingsStore({ around: NO_DATA, finishedIn: 'page' });

export const SurroundingsContext = createContext<SurroundingsStore>(NOTHING_AROUND);

export const useSurroundingsStore = (): SurroundingsStore => useContext(SurroundingsContext);

/** The surroundings: while React hydrates (a prerendered form, even long after the page), those it was rendered with. */
export function useSurroundings(): Surroundings {
  const store = useSurroundingsStore();
  return useSyncExternalStore(store.subscribe, store.latest, () => store.first);
}

/** Whether the blocks around a form give what its action needs of them (what the URL holds is read at submit). */
export function givesWhatActionNeeds(action: ActionName, around: Partial<ActionData>): boolean {
  const needs = actionManifest[action].needs as readonly ActionDataName[];
  return needs.every((need) => !('insideBlock' in dataSources[need]) || around[need] !== undefined);
}
