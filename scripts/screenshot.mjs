#!/usr/bin/env node
// Looks at a page as a person would: node scripts/screenshot.mjs URL OUT.png [width] [step...]
// A step is a button name to click, "type:Label:value" to fill a field, or "wait:text" to wait for text.
import { launchChromium } from '../tests/support/browser.mjs';

const [url, out, width = '1280', ...steps] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (message) => console.log(`[console.${message.type()}]`, message.text()));
page.on('pageerror', (error) => console.log('[pageerror]', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
for (const step of steps) {
  if (step.startsWith('type:')) {
    const [, label, value] = step.split(':');
    await page.getByLabel(label).first().fill(value);
  } else if (step.startsWith('wait:')) {
    await page.getByText(step.slice(5)).first().waitFor({ timeout: 15_000 });
  } else {
    await page.getByRole('button', { name: step }).first().click();
  }
  await page.waitForTimeout(300);
}
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
