// Usage: node --experimental-strip-types scripts/screenshot.ts URL OUT.png [width] [clickText...]
import { launchChromium } from '../tests/support/browser.ts';

const [url, out, width = '1280', ...clicks] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (message) => console.log(`[console.${message.type()}]`, message.text()));
page.on('pageerror', (error) => console.log('[pageerror]', error.message));
await page.goto(url!, { waitUntil: 'networkidle' });
for (const text of clicks) {
  if (text.startsWith('type:')) {
    const [, label, value] = text.split(':');
    await page.getByLabel(label!).first().fill(value!);
  } else if (text.startsWith('wait:')) {
    await page.getByText(text.slice(5)).first().waitFor({ timeout: 15_000 });
  } else {
    await page.getByRole('button', { name: text }).first().click();
  }
  await page.waitForTimeout(300);
}
await page.waitForTimeout(500);
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
