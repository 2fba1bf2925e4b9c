import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Static imports and re-exports of a relative path, type-only ones included; `import()` is lazy and may loop. */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

const cache = new Map();

/** The file a relative import names, or null. */
function resolveImport(from, source) {
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(from), source);
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The files a file on disk imports statically, by absolute path. */
function importsOf(file) {
  let found = cache.get(file);
  if (!found) {
    found = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map(([, source]) => resolveImport(file, source)).filter(Boolean);
    cache.set(file, found);
  }
  return found;
}

/** A path of imports from `start` (whose own imports are `first`, as linted) back to itself, or null. */
function cycleThrough(start, first) {
  const seen = new Set();
  const walk = (file, path) => {
    for (const next of file === start ? first : importsOf(file)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/**
 * No import circles: a module that reaches itself through its imports has no order in which its parts
 * can be read (or loaded) one after another. Type-only imports count too, because a circle of types
 * is a circle of ideas: one of them belongs in a module of its own.
 */
export const noImportCycles = {
  meta: { type: 'problem', docs: { description: 'Forbids static import circles between the project’s own modules.' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const file = resolve(context.filename);
        const sources = node.body
          .filter((statement) => ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type))
          .map((statement) => statement.source?.value)
          .filter((source) => typeof source === 'string');
        const cycle = cycleThrough(file, sources.map((source) => resolveImport(file, source)).filter(Boolean));
        if (cycle) {
          const names = cycle.map((path) => relative(process.cwd(), path) || join('.', path));
          context.report({ node, message: `Import circle: ${names.join(' -> ')}. Move what both sides need into a module of its own.` });
        }
      },
    };
  },
};
