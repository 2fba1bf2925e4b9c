// Helpers of the consumer tests: a fresh app outside this repository, installed with plain npm.
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Runs npm in `cwd`; a failure says what npm printed (a type error, a resolution failure), not just its exit code. */
export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  try {
    return execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout}\n${stderr.replace(/^npm warn.*\n/gm, '')}`, { cause: error });
  }
}

/** What a node_modules folder holds: every installed package (path -> name, nested ones included) and its bytes of files. */
export interface Installed {
  packages: Map<string, string>;
  bytes: number;
}

export function installed(folder: string): Installed {
  const packages = new Map<string, string>();
  let bytes = 0;
  const measure = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) measure(path);
      else if (item.isFile()) bytes += lstatSync(path).size;
    }
  };
  const visit = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (item.name.startsWith('.')) continue;
      if (item.name.startsWith('@') && item.isDirectory()) {
        for (const scoped of readdirSync(join(dir, item.name), { withFileTypes: true }))
          add(join(dir, item.name, scoped.name), `${item.name}/${scoped.name}`, scoped.isDirectory());
      } else add(join(dir, item.name), item.name, item.isDirectory());
    }
  };
  const add = (path: string, name: string, isDirectory: boolean) => {
    if (!isDirectory) {
      bytes += lstatSync(path).size;
      return;
    }
    packages.set(path, name);
    for (const item of readdirSync(path, { withFileTypes: true })) {
      if (item.name === 'node_modules' && item.isDirectory()) visit(join(path, item.name));
      else if (item.isDirectory()) measure(join(path, item.name));
      else if (item.isFile()) bytes += lstatSync(join(path, item.name)).size;
    }
  };
  visit(folder);
  return { packages, bytes };
}

/** What installing our package added to an app: the new packages' names and the bytes it grew by. */
export function footprint(before: Installed, after: Installed): { added: string[]; bytes: number } {
  const added = [...after.packages].filter(([path]) => !before.packages.has(path)).map(([, name]) => name);
  return { added: added.sort(), bytes: after.bytes - before.bytes };
}

/** Pulled in only by React Native: nothing our package installs may be one of these. */
export const REACT_NATIVE_CHAIN = /^(react-native|@react-native(-community|-async-storage)?\/.*|@solana-mobile\/.*|hermes-.*|jsc-android)$/;

export const MB = 1024 * 1024;

/** A consumer app's opt-in demo card, as a person uses it: the burner wallet connects, 1.5 SOL is staked. */
export async function stakeOnTheDemoCard(page: Page): Promise<void> {
  const card = page.locator('.lst-card');
  await card.getByText('Demo', { exact: true }).waitFor({ timeout: 15_000 });
  // The card's own Connect (no wallet yet) opens the picker.
  await card.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('button', { name: /Burner Wallet/ }).click();
  await card.getByText(/^Balance: \d/).waitFor();
  await card.getByLabel('Stake Amount').fill('1.5');
  await card.getByRole('button', { name: 'Start Staking' }).click();
  await card.getByText('You will receive approximately 1.4286 LST tokens').waitFor({ timeout: 20_000 });
}

/** Opens `url` in a new page of a phone-wide window, collecting the page's uncaught errors. */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 700, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}
