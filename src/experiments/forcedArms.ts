// A review link forces an arm as GrowthBook's SDK reads it, `?<experiment key>=<variation index>`. Evaluated in the
// browser the SDK reads it from the URL itself; evaluated by the service, it must be sent as `forcedVariations`.
// Every parameter with an index for its value is one: a key no experiment has is ignored by the service.

/** The arms this address forces: experiment key → variation index. */
export function forcedArms(url: URL): Record<string, number> {
  const forced: Record<string, number> = {};
  for (const [key, value] of url.searchParams) if (/^\d{1,3}$/.test(value)) forced[key] = Number(value);
  return forced;
}
