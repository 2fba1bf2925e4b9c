import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) =>
    ['no-restricted-imports', 'no-restricted-globals', 'layers/restrict-dynamic-imports'].includes(message.ruleId ?? ''),
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
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
