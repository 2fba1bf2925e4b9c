import type { Keypair } from '@solana/web3.js';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import type { LaunchTerms } from '../../widget/launch/launchTerms';
import { acceptTransaction, issueBlockhash, type DemoChain } from '../../demo/demoChain';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { demoLaunch } from '../../demo/demoLaunch';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { createMockFetch } from '../../demo/mockFetch';
import { keypairWallet } from './keypairWallet';
import { signedAlone } from './signedAlone';
import { LAUNCH_TERMS, launchOnce } from './launchOnLitesvm';

/** The litesvm launch's terms, with the demo's validator. */
export const DEMO_LAUNCH_TERMS: LaunchTerms = { ...LAUNCH_TERMS, vote: DEMO_VOTE_ACCOUNT };

/**
 * A launch on the demo chain: the launch's own planner, guard and tracker, with the widget's RPC
 * client, against the demo services (as `npm start` runs them), signed by a keypair wallet.
 */
export function launchOnDemo() {
  const services = createDemoServices({ launch: demoLaunch });
  const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 }));
  const wallet = keypairWallet();

  const launch = (terms: LaunchTerms = DEMO_LAUNCH_TERMS, options: { stopAfter?: number } = {}) => launchOnce(rpc, wallet, terms, options);
  return { services, rpc, wallet, launch };
}

/** Lands `instructions`, paid and signed by `payer` alone, on the demo chain; how it failed on chain (null: it did not). */
export async function sendOnDemo(chain: DemoChain, payer: Keypair, instructions: PlainInstruction[]): Promise<unknown> {
  const verdict = await acceptTransaction(chain, signedAlone(payer, issueBlockhash(chain).blockhash, instructions));
  if (!verdict.ok) throw new Error(verdict.message);
  return chain.failures.get(verdict.signature) ?? null;
}
