import { createContext } from 'react';
import type { VariantChoice } from '../config/__generated__/variants.ts';

export type FinishedIn = VariantChoice['finishedIn'];

/**
 * Where the forms inside finish (config/variants.json `finishedIn`, the one place that decides): on the route of their
 * finishing answer, or in a popup over this page, which that answer's query opens.
 */
export const FinishedInContext = createContext<FinishedIn>('page');
