#!/usr/bin/env node
// What `npm ci` installs, in bytes of files (deterministic for one lock file on one platform), within a
// budget: a dependency that doubles the install (as Lighthouse once did, 459 MB) fails the test command.
// Caches that tools keep under node_modules (.vite, .cache) are not part of the install.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const BUDGET = 300 * 1024 * 1024;

function measure(dir, totals = { bytes: 0, files: 0 }) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) measure(path, totals);
    else if (item.isFile()) {
      totals.bytes += lstatSync(path).size;
      totals.files += 1;
    }
  }
  return totals;
}

const totals = { bytes: 0, files: 0 };
for (const item of readdirSync('node_modules', { withFileTypes: true })) {
  if (item.name.startsWith('.') && item.isDirectory()) continue;
  const path = join('node_modules', item.name);
  if (item.isDirectory()) measure(path, totals);
  else totals.bytes += lstatSync(path).size;
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ok = totals.bytes <= BUDGET;
console.log(`${ok ? 'ok  ' : 'OVER'} install    ${mb(totals.bytes).padStart(9)} of ${mb(BUDGET)} (${totals.files} files in node_modules)`);
if (!ok) {
  console.error('node_modules grew past its budget: see `du -sm node_modules/* | sort -n` for what grew.');
  process.exit(1);
}
