// A third party's script (the consent manager) offers its API as global functions, named in config by their path on
// window (`cmp.showSettings`: a method of window.cmp). Read only in the browser, when called for.

type Target = Record<string, unknown> | undefined;

/** The function at this dotted path, bound to the object it is a method of; undefined where the page has none. */
export function globalFunction<Args extends unknown[]>(path: string): ((...args: Args) => unknown) | undefined {
  const names = path.split('.');
  const last = names.pop()!;
  const owner = names.reduce<Target>((target, name) => target?.[name] as Target, window as unknown as Target);
  const found = owner?.[last];
  return typeof found === 'function' ? (...args: Args) => found.apply(owner, args) : undefined;
}
