import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals');
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
    ['widget/react/x.ts', "import { demoProjects } from '../../tests/mocks/demoProjects';"],
    ['widget/element/x.ts', "import { Layout } from '../../site/Layout';"],
    ['site/x.ts', "import { StakeCard } from '../widget/react/StakeCard';"],
    ['site/pages/x.ts', "import { StakeCard } from '../../widget/react/StakeCard';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['widget/api/x.ts', "import { messages } from '../core/messages';"],
    ['widget/react/x.ts', "import { getLsts } from '../api/lstList';"],
    ['widget/element/x.ts', "import { StakeCard } from '../react/StakeCard';"],
    ['site/x.ts', "import { defineStakeElements } from '../widget/element';"],
    ['site/x.ts', "export const loadDemo = () => import('../tests/mocks/demo');"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
