// The README's embed snippet and the Content-Security-Policy for it (docs/embed.md), read as an embedder copies
// them: the script's CDN URL is this package's file, and the policy names exactly the services the snippet's
// elements call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';

const readme = readFileSync('README.md', 'utf8');
const embedDoc = readFileSync('docs/embed.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
  files: string[];
  exports: Record<string, unknown>;
};
const embedSection = readme.slice(readme.indexOf('### The real thing'), readme.indexOf('## Use it from React'));
const snippet = embedSection.match(/```html\n([\s\S]*?)```/)![1]!;
const cspSection = embedDoc.slice(embedDoc.indexOf('## Content-Security-Policy'));
const meta = cspSection.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/)![1]!;
const header = cspSection.match(/^Content-Security-Policy: (.+)$/m)![1]!;

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe("the README's embed", () => {
  it('loads the package from public npm CDNs, at the file the package ships', () => {
    expect(pkg.exports['./embed']).toBe('./dist/embed/lst-stake.js');
    expect(pkg.files).toContain('dist/embed');
    const script = snippet.match(/<script type="module" src="([^"]+)"><\/script>/)![1]!;
    expect(script).toBe(`https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/dist/embed/lst-stake.js`);
    expect(embedDoc).toContain(`https://unpkg.com/${pkg.name}@${pkg.version}/dist/embed/lst-stake.js`);
  });

  it('puts a fallback text with a link inside the element', () => {
    expect(snippet).toMatch(/<lst-stake mint="\w+">\s*<p>[^<]+<a href="https:\/\/[^"]+">[^<]+<\/a>\.<\/p>\s*<\/lst-stake>/);
  });

  it('gives one policy as a meta tag and as a header (which alone can say frame-ancestors)', () => {
    const fromHeader = directives(header);
    expect(fromHeader.get('frame-ancestors')).toEqual(["'self'"]);
    fromHeader.delete('frame-ancestors');
    expect(directives(meta)).toEqual(fromHeader);
  });

  it("allows the snippet's script host, the default services and the Mobile Wallet Adapter's local socket, nothing else to connect to", () => {
    const policy = directives(meta);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.jsdelivr.net']);
    const defaults = resolveConfig({});
    const services = [defaults.lstApiUrl, defaults.quoteApiUrl, defaults.aggregatorApiUrl, defaults.rpcUrl].map(
      (url) => new URL(url).origin,
    );
    expect(policy.get('connect-src')).toEqual(["'self'", ...new Set(services), 'ws://localhost:*']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https:', 'data:']);
  });
});
