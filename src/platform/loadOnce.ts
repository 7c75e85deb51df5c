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
