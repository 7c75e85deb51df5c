/**
 * A loader by name that starts each load once and hands every caller the same promise (React's use() needs that). A
 * load that failed (offline) is forgotten: the next call (a Retry) starts it again.
 */
export function loadOnce<Name, Value>(load: (name: Name) => Promise<Value>): (name: Name) => Promise<Value> {
  const started = new Map<Name, Promise<Value>>();
  return (name) => {
    let promise = started.get(name);
    if (!promise) {
      started.set(name, (promise = load(name)));
      const loading = promise;
      loading.catch(() => started.get(name) === loading && started.delete(name));
    }
    return promise;
  };
}

/** loadOnce for a registry whose every name loads a type of its own (an action, a form): each caller gets its type. */
export function loadOnceEach<Loaded>(load: <Name extends keyof Loaded>(name: Name) => Promise<Loaded[Name]>) {
  const once = loadOnce((name: keyof Loaded) => load(name));
  // The promise kept under a name is the one load(name) made, so it holds that name's type.
  return <Name extends keyof Loaded>(name: Name) => once(name) as Promise<Loaded[Name]>;
}
