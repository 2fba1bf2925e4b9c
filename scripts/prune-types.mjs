#!/usr/bin/env node
// The library's type declarations, kept to what its public entries can reach: `tsc` declares every
// module of widget/ (the launch's planner, the guard's rules, the demo's chain…), but a consumer's
// compiler only ever opens the files the package's `types` entries import, directly or through
// another declaration. The rest are bytes in every install. Run after `tsc -p tsconfig.lib.json`.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('dist/lib/types');
const ENTRIES = ['widget/react/index.d.ts', 'widget/element/index.d.ts', 'demo/createDemo.d.ts'].map((entry) => join(root, entry));
// `from './x'`, `import('./x')`, `import './x'`, `export * from './x'`, and `/// <reference path="x" />`.
const SPECIFIERS = /(?:from\s+|import\s*\(\s*|import\s+|reference\s+path=)["'](\.{1,2}\/[^"']+)["']/g;

/** The declaration file a relative specifier names: `x.d.ts`, or `x/index.d.ts`. */
function declarationOf(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.(js|ts|d\.ts)$/, ''));
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`${relative(root, from)} imports ${specifier}, which has no declaration: the types would not compile`);
}

const reached = new Set();
const visit = (file) => {
  if (reached.has(file)) return;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) visit(declarationOf(file, specifier));
};
for (const entry of ENTRIES) visit(entry);

const walk = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
let removed = 0;
for (const file of walk(root)) {
  if (file.endsWith('.d.ts') && !reached.has(file)) {
    rmSync(file);
    removed++;
  }
}
console.log(`types: ${reached.size} declarations the entries reach, ${removed} others removed`);
