// A span of the mock's clock as QA reads it: "15 days", "1 day 2 hours", "45 minutes" (never "21600 minutes").
const MINUTE = 60_000;
const PARTS = [
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
] as const;

export function durationText(ms: number): string {
  let left = Math.round(ms / MINUTE) * MINUTE;
  const words = PARTS.flatMap(([unit, size]) => {
    const count = Math.floor(left / size);
    left -= count * size;
    return count ? [`${count} ${unit}${count === 1 ? '' : 's'}`] : [];
  });
  return words.join(' ') || '0 minutes';
}
