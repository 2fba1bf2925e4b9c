import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? files(join(dir, item.name)) : [join(dir, item.name)]));

describe('production builds', () => {
  it('the demo build does carry the demo (so the markers below mean something)', () => {
    const text = files('dist/site-demo')
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(
      text.includes('demo.invalid') &&
        text.includes('Evergreen Staked SOL') &&
        text.includes('XAPdauNsFgUDLFMPxQJeEJ2JmZ758dXBrgzxShoshrk'),
    ).toBe(true);
  });

  /** The demo's opt-in files, which only a page or app that asks for the demo loads. */
  const OPT_IN = ['dist/embed/lst-stake-demo.js', 'dist/lib/demo.js'];

  it.each(OPT_IN)('%s, the opt-in demo, does carry it', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.includes('demo.invalid') && text.includes('Evergreen Staked SOL') && text.includes('Burner Wallet')).toBe(true);
  });

  it.each(['dist/embed', 'dist/site', 'dist/lib'])(
    '%s carries no demo services, burner wallet or fixtures outside the opt-in demo',
    (dir) => {
      if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
      const text = files(dir)
        .filter((file) => /\.(js|html)$/.test(file) && !OPT_IN.includes(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect(text.length).toBeGreaterThan(10_000);
      // Markers of the demo services, the burner wallet, the demo projects and the copied public list.
      for (const marker of [
        'demo.invalid',
        'UnsafeBurner',
        'Burner Wallet',
        'Evergreen Staked SOL',
        'XAPdauNsFgUDLFMPxQJeEJ2JmZ758dXBrgzxShoshrk',
      ]) {
        expect(text.includes(marker), `${dir} contains ${marker}`).toBe(false);
      }
    },
  );

  it.each(['dist/embed', 'dist/site'])('%s ships no development build of its renderer and no remote font', (dir) => {
    const text = files(dir)
      .filter((file) => /\.(js|html|css)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text.includes('process.env.NODE_ENV')).toBe(false);
    expect(/@import\s+url\(/.test(text)).toBe(false);
    expect(text.includes('fonts.googleapis.com')).toBe(false);
  });
});
