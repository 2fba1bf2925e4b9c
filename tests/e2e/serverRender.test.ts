// The React library in a server-rendering app (Next.js, Remix, Astro): imported on the server with no
// DOM, rendered to a string. The widget renders nothing there and appears once the client hydrates
// (tests/component/hydration.test.tsx). Runs on the built package, as an app's server imports it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Lib from '../../widget/react/index';

const LIB = resolve('dist/lib/index.js');
const MINT = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';
let lib: typeof Lib;

beforeAll(async () => {
  if (!existsSync(LIB)) throw new Error('dist/lib is missing: run `npm run build` first.');
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  lib = await import(pathToFileURL(LIB).href);
});

afterEach(() => vi.restoreAllMocks());

/** An app's page: its own content around our provider, button and card. */
const page = () =>
  h(lib.StakeWidgetProvider, {
    config: { rpcUrl: 'https://rpc.example' },
    children: h('main', null, h('h1', null, 'Stake with us'), h(lib.WalletButton), h(lib.StakeCard, { mint: MINT })),
  });

describe('on the server', () => {
  it('imports both entries with no window or document', async () => {
    await expect(import(pathToFileURL(resolve('dist/lib/element.js')).href)).resolves.toHaveProperty('defineStakeElements');
    expect(lib.StakeCard).toBeTypeOf('function');
  });

  it("marks the React entries 'use client' (Next.js's App Router), and only those", () => {
    const directive = (entry: string) =>
      /^\s*(['"])use client\1;?\s*$/m.test(readFileSync(resolve('dist/lib', entry), 'utf8').split('\n')[0]!);
    expect(directive('index.js')).toBe(true);
    expect(directive('element.js')).toBe(true);
    expect(directive('demo.js')).toBe(false);
  });

  it("renders the app's own content and nothing of the widget, with no error or warning", () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    expect(renderToString(page())).toBe('<main><h1>Stake with us</h1></main>');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("renders inside the app's own wallet-adapter providers too", () => {
    const errors = vi.spyOn(console, 'error');
    const tree = h(ConnectionProvider, {
      endpoint: 'https://rpc.example',
      children: h(WalletProvider, { wallets: [], children: page() }),
    });
    expect(renderToString(tree)).toBe('<main><h1>Stake with us</h1></main>');
    expect(errors).not.toHaveBeenCalled();
  });
});
