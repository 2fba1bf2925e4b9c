import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Static imports and re-exports of a relative path, type-only ones included. */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]/g;
/**
 * `import()` of a written-out relative path (quotes, or a template without `${}`): a lazy import is an
 * arrow too. It changes when a module loads, not what depends on what, so a circle through it is a circle.
 * (A computed path is refused by layers/restrict-dynamic-imports, so every import() here is written out.)
 */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"`])(\.{1,2}\/[^'"`$]*)\1\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

const cache = new Map();

/** The file a relative import names, or null. */
function resolveImport(from, source) {
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(from), source);
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The files a file on disk imports, statically or by import(), by absolute path. */
function importsOf(file) {
  let found = cache.get(file);
  if (!found) {
    const text = readFileSync(file, 'utf8');
    const sources = [
      ...[...text.matchAll(STATIC_IMPORT)].map(([, source]) => source),
      ...[...text.matchAll(DYNAMIC_IMPORT)].map(([, , source]) => source),
    ];
    found = sources.map((source) => resolveImport(file, source)).filter(Boolean);
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

/** The path an import() names, when it is written out; null when it is computed. */
function writtenSource(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/**
 * No import circles: a module that reaches itself through its imports has no order in which its parts
 * can be read (or loaded) one after another. Type-only imports count too, because a circle of types
 * is a circle of ideas: one of them belongs in a module of its own. So does `import()`: a lazy chunk
 * that imports back what loads it depends on it as much as a static import would, and the two sides
 * again belong apart (keeping the chunk lazy is the bundler's business, not a reason to loop).
 */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import circles between the project’s own modules, through static imports and import() alike.' },
    schema: [],
  },
  create(context) {
    const lazy = [];
    return {
      ImportExpression(node) {
        const source = writtenSource(node.source);
        if (source !== null) lazy.push(source);
      },
      'Program:exit'(node) {
        const file = resolve(context.filename);
        const sources = node.body
          .filter((statement) => ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type))
          .map((statement) => statement.source?.value)
          .filter((source) => typeof source === 'string')
          .concat(lazy);
        const cycle = cycleThrough(file, sources.map((source) => resolveImport(file, source)).filter(Boolean));
        if (cycle) {
          const names = cycle.map((path) => relative(process.cwd(), path) || join('.', path));
          context.report({ node, message: `Import circle: ${names.join(' -> ')}. Move what both sides need into a module of its own.` });
        }
      },
    };
  },
};
