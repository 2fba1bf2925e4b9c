import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? files(join(dir, item.name)) : [join(dir, item.name)]));

describe('production builds', () => {
  it.each(['dist/embed', 'dist/site', 'dist/lib'])('%s carries no demo services, burner wallet or fixtures', (dir) => {
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
    const text = files(dir)
      .filter((file) => /\.(js|html)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text.length).toBeGreaterThan(10_000);
    for (const marker of ['demo.invalid', 'UnsafeBurner', 'Burner Wallet', 'Sanctum Automated', 'lst-demo']) {
      expect(text, marker).not.toContain(marker);
    }
  });

  it('the embed ships no development build of its renderer and no remote font', () => {
    const text = files('dist/embed').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(text).not.toContain('process.env.NODE_ENV');
    expect(text).not.toMatch(/@import\s+url\(/);
    expect(text).not.toContain('fonts.googleapis.com');
  });
});
