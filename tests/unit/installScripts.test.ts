// `npm ci` runs a dependency's install script only if package.json's `allowScripts` approves it (npm 11
// warns about every one it does not cover; a stricter npm refuses them). Every package of the lock file
// with an install script is decided here, so a fresh `npm ci` prints no such warning, and a dependency
// update that brings a new one fails this test until someone has looked at it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean; optional?: boolean }>;
};
const policy = pkg.allowScripts ?? {};

/** The package's name from its lock path (`node_modules/a/node_modules/@b/c` is `@b/c`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The policy's word on one package: a name-only entry, or one pinned to its version (`name@1.2.3`). */
const decision = (name: string, version: string | undefined) => policy[`${name}@${version}`] ?? policy[name];

const withScripts = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
  .map(([path, entry]) => ({ name: nameOf(path), version: entry.version }));

describe("package.json's allowScripts", () => {
  it('decides every install script of the lock file', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter(({ name, version }) => decision(name, version) === undefined)).toEqual([]);
  });

  it("runs esbuild's (it puts the platform's binary in place) and none of those whose packages fall back without theirs", () => {
    const approved = withScripts.filter(({ name, version }) => decision(name, version) === true).map(({ name }) => name);
    expect([...new Set(approved)]).toEqual(['esbuild']);
  });

  it('names no package the lock file no longer has', () => {
    const names = new Set(withScripts.map(({ name }) => name));
    expect(Object.keys(policy).filter((key) => !names.has(key.replace(/(?<=.)@[^@]+$/, '')))).toEqual([]);
  });
});
