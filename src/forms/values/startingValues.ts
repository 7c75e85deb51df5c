// What a form holds once its code runs in the browser, from what the browser knows. The page renders the form the
// same on the server and in the browser (empty but for the schema's defaults, which RJSF fills in); the sources below
// are read after hydrating and merged here, each over the one before:
//   1. presets: the action's (e.g. the country the visit suggests);
//   2. draft: what the visitor entered on an earlier visit (config/forms/<name>.json `draft`);
//   3. typed before hydration: what the visitor typed into the prerendered form before its code arrived, read from
//      the form's fields (src/forms/values/enteredValues.ts: only the fields they changed);
//   4. vouched: what the page's data vouches for, given all of the above (a social sign-in's names and e-mail).

/** What the page's data vouches for, given what a form holds (only the values that change something). */
export type Vouched<T> = (values: Partial<T>) => Partial<T>;

/** Each source holds some of the values of a form whose values have the type T. */
export interface ValueSources<T> {
  presets: Partial<T>;
  draft: Partial<T>;
  typedBeforeHydration: Partial<T>;
  vouched?: Vouched<T> | undefined;
}

export interface StartingValues<T> {
  /** What the form starts with; empty: nothing to hand it. */
  values: Partial<T>;
  /** Something was typed before hydration: the values without it and with it (the visitor's change, tracked). */
  typed?: { before: Partial<T>; after: Partial<T> };
}

export function startingValues<T>({
  presets,
  draft,
  typedBeforeHydration,
  vouched,
}: ValueSources<T>): StartingValues<T> {
  const before = { ...presets, ...draft };
  const after = { ...before, ...typedBeforeHydration };
  const values = { ...after, ...vouched?.(after) };
  return Object.keys(typedBeforeHydration).length > 0 ? { values, typed: { before, after } } : { values };
}

/** The page's data changed after the form showed (a sign-in finished on the page): what the form holds then, or
 * undefined when the data vouches for nothing new. */
export function vouchedAnew<T>(current: Partial<T>, vouched: Vouched<T>): Partial<T> | undefined {
  const next = vouched(current);
  return Object.keys(next).length > 0 ? { ...current, ...next } : undefined;
}
