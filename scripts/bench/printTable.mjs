#!/usr/bin/env node
// Prints the benchmark table (dist/bench/results.json plus the byte budgets) and records it in
// docs/benchmarks.md with the date and the machine.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const figures = JSON.parse(readFileSync('dist/bench/results.json', 'utf8'));
const budgets = JSON.parse(readFileSync('dist/budgets.json', 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [
  ['embed, first load (gzip)', '', `${kb(budgets.firstLoad)} KB`, '', '', 'goal <= 30 KB'],
  ['embed, all chunks (gzip)', '', `${kb(budgets.all)} KB`, '', '', "goal <= 130 KB (Jupiter's plugin: 78 KB + 425 KB)"],
  ...figures.map((figure) => {
    const format = (value) => (value === undefined ? '' : `${Number.isInteger(value) ? value : value.toFixed(1)} ${figure.unit}`);
    return [figure.name, format(figure.min), format(figure.median), format(figure.max), figure.runs ?? '', figure.goal];
  }),
];
const header = ['figure', 'min', 'median', 'max', 'runs', 'goal / note'];
const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, Chromium at /usr/bin/chromium`;
const date = new Date().toISOString().slice(0, 10);
console.log(`\n${table}\n\n${date}; ${machine}`);
mkdirSync('docs', { recursive: true });
// Everything from the hand-written "Changes" heading on is kept across runs.
const MARKER = '## Changes and their effect';
const previous = (() => {
  try {
    return readFileSync('docs/benchmarks.md', 'utf8');
  } catch {
    return ''; // the first run
  }
})();
const kept = previous.includes(MARKER) ? `\n${previous.slice(previous.indexOf(MARKER))}` : '';
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks\n\nThe latest \`npm run bench\` (${date}; ${machine}). Timings are medians of several runs on a\nshared machine: compare ratios measured in the same run, not absolute values across days. Bytes are\nexact, and the byte budgets also fail \`npm test\`.\n\n${table}\n\nMachine-readable: \`dist/bench/results.json\` after a run.\n${kept}`,
);
