import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, pageState, resetPage } from '../../widget/core/page/page';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Top-level declarations that hold state for as long as the module lives: a `let`, or a collection that is not read-only. */
const MODULE_STATE = /^(?:export )?(?:let |const \w+(?::\s*(?!Readonly)\w+<[^=]*>)? = new (?:Map|Set|WeakMap|WeakSet)\b)/gm;

describe('page-lifetime state lives in the page object', () => {
  it('no module of the widget keeps mutable state of its own (page.ts holds the page itself)', () => {
    const found = sources('widget')
      .filter((file) => !file.endsWith(join('core', 'page', 'page.ts')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(MODULE_STATE)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });

  it('the check sees a module-level let and a mutable collection', () => {
    expect(
      'let count = 0;\nconst cache = new Map<string, number>();\nconst FIXED: ReadonlySet<number> = new Set([1]);'.match(MODULE_STATE),
    ).toEqual(['let ', 'const cache = new Map']);
  });

  it('a reset gives the next page fresh state, made again on first use', () => {
    const key = Symbol('test state');
    const first = pageState(key, () => ({ count: 0 }));
    first.count++;
    expect(pageState(key, () => ({ count: 0 }))).toBe(first);
    const before = page();
    resetPage();
    expect(page()).not.toBe(before);
    expect(pageState(key, () => ({ count: 0 })).count).toBe(0);
  });
});
