import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface Figure {
  name: string;
  min?: number;
  median: number;
  max?: number;
  runs?: number;
  unit: string;
  goal: string;
}

const FILE = 'dist/bench/results.json';

/** Adds one figure to dist/bench/results.json (each bench file runs in its own worker). */
export function record(
  name: string,
  value: { min?: number; median: number; max?: number; runs?: number },
  unit: string,
  goal: string,
): void {
  mkdirSync('dist/bench', { recursive: true });
  let previous: Figure[];
  try {
    previous = JSON.parse(readFileSync(FILE, 'utf8')) as Figure[];
  } catch {
    previous = []; // the first figure of a run
  }
  const figures = [...previous.filter((figure) => figure.name !== name), { name, ...value, unit, goal }];
  writeFileSync(FILE, JSON.stringify(figures, null, 2));
}
