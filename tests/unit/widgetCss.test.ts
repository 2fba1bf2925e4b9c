import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPaintCss } from '../../widget/react/firstPaintCss';
import { widgetCss } from '../../widget/react/widgetCss';

// The embed takes the stylesheet in parts (the first paint's, then each lazy chunk's); the library's
// `widgetCss`, which React apps put in a <style>, must stay the whole of it.
describe('widgetCss, the whole stylesheet', () => {
  it('holds every part in widget/react/*Css.ts, the first paint’s first', async () => {
    const parts = readdirSync('widget/react').filter((name) => /Css\.ts$/.test(name) && name !== 'widgetCss.ts');
    expect(parts.length).toBeGreaterThan(1);
    for (const name of parts) {
      const module = (await import(`../../widget/react/${name}`)) as Record<string, unknown>;
      const css = module[name.replace(/\.ts$/, '')];
      expect(typeof css, name).toBe('string');
      expect(widgetCss.includes(css as string), name).toBe(true);
    }
    expect(widgetCss.startsWith(firstPaintCss)).toBe(true);
  });
});
