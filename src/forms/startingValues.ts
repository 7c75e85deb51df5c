// What a form holds once its code runs in the browser, from what the browser knows. The page renders the form the
// same on the server and in the browser (empty but for the schema's defaults, which RJSF fills in); the sources below
// are read after hydrating and merged here, each over the one before:
//   1. presets: the action's (e.g. the country the visit suggests);
//   2. draft: what the visitor entered on an earlier visit (config/forms/<name>.json `draft`);
//   3. typed before hydration: what the visitor typed into the prerendered form before its code arrived, read from
//      the form's fields (src/forms/enteredValues.ts: only the fields they changed);
//   4. vouched: what the page's data vouches for, given all of the above (a social sign-in's names and e-mail).

export interface ValueSources {
  presets: object;
  draft: object;
  typedBeforeHydration: object;
  /** The values the page's data vouches for, given the rest (only those that change something). */
  vouched?: ((values: object) => object) | undefined;
}

export interface StartingValues {
  /** What the form starts with; empty: nothing to hand it. */
  values: object;
  /** Something was typed before hydration: the values without it and with it (the visitor's change, tracked). */
  typed?: { before: object; after: object };
}

export function startingValues({ presets, draft, typedBeforeHydration, vouched }: ValueSources): StartingValues {
  const before = { ...presets, ...draft };
  const after = { ...before, ...typedBeforeHydration };
  const values = { ...after, ...vouched?.(after) };
  return Object.keys(typedBeforeHydration).length > 0 ? { values, typed: { before, after } } : { values };
}

/** The page's data changed after the form showed (a sign-in finished on the page): what the form holds then, or
 * undefined when the data vouches for nothing new. */
export function vouchedAnew(current: object, vouched: (values: object) => object): object | undefined {
  const next = vouched(current);
  return Object.keys(next).length > 0 ? { ...current, ...next } : undefined;
}
