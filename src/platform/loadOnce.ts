/** A loader by name that starts each load once and hands every caller the same promise (React's use() needs that). */
export function loadOnce<Name, Value>(load: (name: Name) => Promise<Value>): (name: Name) => Promise<Value> {
  const started = new Map<Name, Promise<Value>>();
  return (name) => {
    let promise = started.get(name);
    if (!promise) started.set(name, (promise = load(name)));
    return promise;
  };
}
