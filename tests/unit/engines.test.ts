// The README names the Node version the repository needs; no package of the lock file may ask for more,
// or `npm ci` warns EBADENGINE on exactly the version the README tells people to use.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("the README's Node version", () => {
  const stated = readme.match(/^Node (\d+\.\d+) or newer/m)?.[1];

  it('is the lowest version package.json accepts', () => {
    expect(stated).toBeDefined();
    expect(minVersion(pkg.engines.node)?.version).toBe(`${stated}.0`);
  });

  it('satisfies the engines of every package npm ci installs', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .map(([path, entry]) => ({ path, version: entry.version, node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter((entry) => entry.node !== undefined && !satisfies(`${stated}.0`, entry.node));
    expect(refusing).toEqual([]);
  });
});
