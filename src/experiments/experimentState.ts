// Where the A/B service's answer meets the pages: the loading flag of spec §4 and what the experiments decide, in a
// store (not a context, which would reach into parts React has not hydrated yet). A feature is evaluated only while
// a page watches the dimension it decides and that dimension is open there, so a visitor is counted in an experiment
// only where its arm shows.
import { useEffect, useSyncExternalStore } from 'react';
import type { VariantChoice } from '../config/__generated__/variants.ts';
import { DIMENSIONS, type Candidates, type Dimension } from '../variants/selectVariant.ts';
import { experimentCandidates, experimentValues, type FeatureSource } from './experimentValues.ts';

export interface ExperimentState {
  /** Spec §4: true until the visitor is known to be in no experiment, in one, or the service has failed. */
  loading: boolean;
  /** The dimensions an experiment or a feature rule decided for this visitor (of those evaluated). */
  values: Partial<VariantChoice>;
  /** The dimensions whose features have been evaluated for the watching page. */
  evaluated: ReadonlySet<Dimension>;
  /** Per dimension, every value the experiments could give it (the page holds room for the largest). */
  candidates: Candidates;
}

let source: FeatureSource | null = null;
let state: ExperimentState = {
  loading: true,
  values: {},
  evaluated: new Set(),
  candidates: experimentCandidates(null),
};
const serverState = state;
const listeners = new Set<() => void>();
const watched = new Map<Dimension, number>();

/** Evaluates the watched features (this is what tracks the visitor's assignment) and tells the pages. */
function evaluate(loading = state.loading) {
  const dimensions = [...watched.keys()];
  const values = source ? experimentValues(source, dimensions) : {};
  // Without features (A/B testing off, or its code failed to load) every dimension is as decided as it gets.
  const evaluated = new Set(source ? dimensions : DIMENSIONS);
  const candidates = source || loading ? experimentCandidates(source) : {};
  state = { loading, values, evaluated, candidates };
  for (const listener of listeners) listener();
}

/** The SDK has (new) features: a first answer, or a change streamed from the service. */
export function featuresChanged(features: FeatureSource) {
  source = features;
  evaluate();
}

/** The loading flag goes down for good: init answered, failed or timed out, or a redirect completed. */
export function experimentsSettled() {
  if (!state.loading) return;
  evaluate(false);
  document.documentElement.dataset.abTesting = 'settled'; // for styles and tests, as html[data-ready]
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** What the experiments decide for the rendering page; while prerendering, nothing yet (loading). */
export const useExperiments = (): ExperimentState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );

/** The page shows these dimensions and an experiment's arm would change them: evaluate their features. */
export function useWatchedDimensions(dimensions: readonly Dimension[]) {
  const key = [...dimensions].sort().join(' ');
  useEffect(() => {
    const mine = key ? (key.split(' ') as Dimension[]) : [];
    for (const dimension of mine) watched.set(dimension, (watched.get(dimension) ?? 0) + 1);
    if (mine.length) evaluate();
    return () => {
      for (const dimension of mine) {
        const count = watched.get(dimension)! - 1;
        if (count) watched.set(dimension, count);
        else watched.delete(dimension);
      }
    };
  }, [key]);
}
