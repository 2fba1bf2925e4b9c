/** min / median / max of a sample. */
export function summary(values: number[]): { min: number; median: number; max: number; runs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;
