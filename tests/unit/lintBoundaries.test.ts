import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) =>
    [
      'no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
      'no-restricted-globals',
      'layers/restrict-dynamic-imports',
    ].includes(message.ruleId ?? ''),
  );
}

describe('lint enforces the dependency direction', () => {
  it.each([
    ['widget/core/x.ts', "import { useState } from 'react';"],
    ['widget/core/x.ts', "import { PublicKey } from '@solana/web3.js';"],
    ['widget/core/x.ts', "import { getLsts } from '../api/lstList';"],
    ['widget/core/x.ts', 'export const f = () => fetch("/x");'],
    ['widget/api/x.ts', "import { StakeCard } from '../react/StakeCard';"],
    ['widget/api/x.ts', "import { createSolanaDeps } from '../solana/createSolanaDeps';"],
    ['widget/solana/x.ts', "import { StakeCard } from '../react/StakeCard';"],
    ['widget/react/x.ts', "import { defineStakeElements } from '../element/defineStakeElements';"],
    ['widget/react/x.ts', "import { demoProjects } from '../../demo/demoProjects';"],
    ['widget/react/x.ts', "export const load = () => import('../../demo');"],
    ['widget/element/x.ts', "export const load = () => import('../../tests/support/renderWidget');"],
    ['widget/core/x.ts', "export const load = () => import('react');"],
    ['widget/core/x.ts', 'export const load = (name: string) => import(`../${name}`);'],
    ['demo/x.ts', "import { StakeCard } from '../widget/react/StakeCard';"],
    ['demo/x.ts', "export const load = () => import('../site/App');"],
    ['site/x.ts', "import { startDemo } from '../demo/startDemo';"],
    ['site/x.ts', "export const load = () => import('../demo/demoServices');"],
    ['site/x.ts', "export const load = () => import('../widget/solana/createStakeDeps');"],
    ['widget/element/x.ts', "import { Layout } from '../../site/Layout';"],
    ['site/x.ts', "import { StakeCard } from '../widget/react/StakeCard';"],
    ['site/pages/x.ts', "import { StakeCard } from '../../widget/react/StakeCard';"],
    ['demo/x.ts', "import { defineStakeElements } from '../widget/element';"],
    ['demo/tryIt.ts', "import { defineStakeElements } from '../widget/element/defineStakeElements';"],
    ['demo/tryIt.ts', "import { StakeCard } from '../widget/react/StakeCard';"],
    ['widget/stake/x.ts', "import { runLaunch } from '../launch/runLaunch';"],
    ['widget/react/x.ts', "import { runLaunch } from '../launch/runLaunch';"],
    ['widget/element/x.ts', "export const load = () => import('../launch/runLaunch');"],
    ['widget/core/x.ts', "import type { LaunchPlan } from '../launch/planLaunch';"],
    ['widget/stake/x.ts', "import { runPoolAction } from '../manage/runPoolAction';"],
    ['widget/element/x.ts', "export const load = () => import('../manage');"],
    ['widget/manage/x.ts', "import { runStake } from '../stake/runStake';"],
    ['widget/launch/x.ts', "import { PublicKey } from '@solana/web3.js';"],
    ['widget/launch/x.ts', "import { runStake } from '../stake/runStake';"],
    ['widget/react/x.ts', "import { readExitStakeAccounts } from '../exit';"],
    ['widget/element/x.ts', "import { runStakeAccountAction } from '../exit/runStakeAccountAction';"],
    ['widget/solana/x.ts', "import { readExitStakeAccounts } from '../exit';"],
    ['widget/core/x.ts', "export const load = () => import('../exit');"],
    ['widget/exit/x.ts', "import { PublicKey } from '@solana/web3.js';"],
    ['widget/exit/x.ts', "import { runStake } from '../stake/runStake';"],
    ['widget/launch/x.ts', "import { readExitStakeAccounts } from '../exit';"],
    ['widget/react/x.ts', "import { runStakeDeposit } from '../bring';"],
    ['widget/element/x.ts', "import { readBringableStakeAccounts } from '../bring/readStakeAccounts';"],
    ['widget/core/x.ts', "import { qualifyStakeAccount } from '../bring/qualify';"],
    ['widget/stake/x.ts', "export const load = () => import('../bring');"],
    ['widget/bring/x.ts', "import { PublicKey } from '@solana/web3.js';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['widget/api/x.ts', "import { english } from '../core/texts/english';"],
    ['widget/react/x.ts', "import { getLsts } from '../api/lstList';"],
    ['widget/element/x.ts', "import { StakeCard } from '../react/StakeCard';"],
    ['site/x.ts', "import { defineStakeElements } from '../widget/element';"],
    ['site/x.ts', "import { loadDemo } from '../demo';"],
    ['widget/core/x.ts', "export const load = () => import('./guard/checkQuote');"],
    ['widget/react/x.ts', "export const load = () => import('../solana/createStakeDeps');"],
    ['demo/x.ts', "import { PROGRAMS } from '../widget/core/guard/programs';"],
    ['demo/x.ts', "import { PublicKey } from '@solana/web3.js';"],
    ['demo/tryIt.ts', "import { defineStakeElements } from '../widget/element';"],
    ['widget/launch/x.ts', "import { compileTransaction } from '../solana/compileTransaction';"],
    ['widget/react/x.ts', "export const load = () => import('../exit');"],
    ['widget/element/x.ts', "export const load = () => import('../exit/readExitStakeAccounts');"],
    // A type is erased: it brings no byte of the lazy chunk into the first load.
    ['widget/react/x.ts', "import type { StakeAccountsView } from '../exit';"],
    ['widget/exit/x.ts', "import { compileTransaction } from '../solana/compileTransaction';"],
    ['site/x.ts', "export const load = () => import('../widget/launch/runLaunch');"],
    ['site/x.ts', "export const load = () => import('../widget/manage');"],
    ['widget/manage/x.ts', "import { runFromChain } from '../launch/runFromChain';"],
    ['widget/react/x.ts', "export const load = () => import('../bring');"],
    ['widget/react/x.ts', "import type { BringableStakeAccount } from '../bring/types';"],
    ['widget/bring/x.ts', "import { readExitStakeAccounts } from '../exit';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe('lint forbids import circles', () => {
  const circles = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'layers/no-import-cycles').map((message) => message.message);
  };

  it('finds a circle through the files on disk, type-only imports included', async () => {
    // page.ts imports balanceBoard.ts: importing the page back from the board closes a circle.
    expect(await circles('widget/core/page/balanceBoard.ts', "import { page } from './page';\nexport const x = page;")).toEqual([
      'Import circle: widget/core/page/balanceBoard.ts -> widget/core/page/page.ts -> widget/core/page/balanceBoard.ts. Move what both sides need into a module of its own.',
    ]);
    expect(
      await circles('widget/core/amount/amount.ts', "import type { Language } from '../texts/language';\nexport type X = Language;"),
    ).toHaveLength(1);
  });

  it('follows import() too: a lazy chunk that imports back what loads it closes a circle', async () => {
    // page.ts imports balanceBoard.ts statically: the board loading the page lazily is still a circle.
    expect(await circles('widget/core/page/balanceBoard.ts', "export const load = () => import('./page');")).toEqual([
      'Import circle: widget/core/page/balanceBoard.ts -> widget/core/page/page.ts -> widget/core/page/balanceBoard.ts. Move what both sides need into a module of its own.',
    ]);
    // A template without `${}` is a written-out path as well.
    expect(await circles('widget/core/page/balanceBoard.ts', 'export const load = () => import(`./page`);')).toHaveLength(1);
    // Through the files on disk: registry.ts loads routeCode.ts by import(), which reaches readHoldings.ts;
    // a registry that readHoldings.ts imported back (the first circle, issue 36) is found.
    expect(
      await circles('widget/stake/pool/readHoldings.ts', "import { ROUTES } from '../routes/registry';\nexport const routes = ROUTES;"),
    ).toEqual([
      'Import circle: widget/stake/pool/readHoldings.ts -> widget/stake/routes/registry.ts -> widget/stake/routes/routeCode.ts -> widget/stake/pool/readHoldings.ts. Move what both sides need into a module of its own.',
    ]);
  });

  it('passes a lazy import() that does not loop, and the modules as they are', async () => {
    expect(await circles('widget/core/page/page.ts', "export const load = () => import('./balanceBoard');")).toEqual([]);
    expect(
      await circles(
        'widget/core/page/page.ts',
        "import { createBalanceBoard } from './balanceBoard';\nexport const x = createBalanceBoard;",
      ),
    ).toEqual([]);
    for (const file of ['widget/stake/routes/registry.ts', 'widget/stake/holdings.ts', 'widget/stake/followLst.ts']) {
      const [result] = await eslint.lintFiles([file]);
      expect(result!.messages.filter((message) => message.ruleId === 'layers/no-import-cycles')).toEqual([]);
    }
  });
});
