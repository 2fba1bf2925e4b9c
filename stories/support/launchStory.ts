import { sayRun } from '../../widget/core/texts/runEnglish';
import { encodeBase58 } from '../../widget/core/encoding/base58';
import { PROGRAMS } from '../../widget/core/guard/programs';
import type { RawAccount } from '../../widget/core/guard/tokenLayouts';
import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import { inEnglish } from '../../widget/core/texts/said';
import type { LaunchPlan, LaunchState, SentStep } from '../../widget/launch';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { launchTermsRefusal } from '../../widget/launch/launchTerms';
import { planLaunch } from '../../widget/launch/planLaunch';
import { launchAccountsToRead, type LaunchChain } from '../../widget/launch/readLaunchChain';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { VOTE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { defaultPoolTerms, launchTermsOf } from '../../site/logic/poolTermsForm';
import type { LaunchRequest } from '../../site/logic/launchView';

const SOL = 1_000_000_000n;

/** The team's wallet: any address will do, the launch's accounts are derived from it. */
export const STORY_WALLET = encodeBase58(Uint8Array.from({ length: 32 }, (_, index) => index + 1));

/** What a team fills in: the form's own defaults for the pool, the demo's validator. */
export const STORY_REQUEST: Omit<LaunchRequest, 'id'> = {
  terms: launchTermsOf(
    {
      name: 'Evergreen Staked SOL',
      symbol: 'evgSOL',
      uri: 'https://example.org/evgsol.json',
      sellerFeeBasisPoints: '500',
      creators: '',
      originTokenAddress: 'So11111111111111111111111111111111111111112',
    },
    { ...defaultPoolTerms, vote: DEMO_VOTE_ACCOUNT },
  ),
  sellerFeeBasisPoints: '500',
  creators: '',
  originTokenAddress: 'So11111111111111111111111111111111111111112',
};

const account = (owner: string, lamports: bigint, size = 0): RawAccount => ({
  owner,
  lamports,
  data: new Uint8Array(size),
  executable: false,
});

/**
 * The planner's plan for a chain before the launch, as readLaunchChain would read it: none of the
 * launch's accounts yet, the wallet with 2 SOL, the validator's vote account, and the pool program's
 * floor (0.001 SOL) as the minimum delegation.
 */
async function planBeforeLaunch(): Promise<LaunchPlan> {
  const addresses = await launchAddresses(STORY_WALLET, STORY_REQUEST.terms.vote);
  const accounts = new Map<string, RawAccount | null>(launchAccountsToRead(addresses).map((address) => [address, null]));
  accounts.set(STORY_WALLET, account(PROGRAMS.system, 2n * SOL));
  // A vote account's size (VoteState as the Vote program allocates it); the planner only asks who owns it.
  accounts.set(addresses.vote, account(VOTE_PROGRAM, 27_074_400n, 3_762));
  const chain: LaunchChain = { accounts, minimumDelegation: 1_000_000n };
  const plan = planLaunch(chain, STORY_REQUEST.terms, addresses);
  if ('refusal' in plan) throw new Error(`The story's launch was refused: ${inEnglish(plan.refusal)}`);
  return plan;
}

/** A step's signature as the wallet would return it: 64 bytes, base58. */
const signature = (seed: number) => encodeBase58(Uint8Array.from({ length: 64 }, (_, index) => (seed * 31 + index * 7) % 256));

/** Everything the launch stories show, from the real planner. */
export interface LaunchStoryData {
  plan: LaunchPlan;
  /** The planner's own words on a name of 33 bytes. */
  nameRefusal: string;
  /** A running launch in each of its states, on this plan. */
  states: {
    reading: LaunchState;
    checking: LaunchState;
    awaitingSignature: LaunchState;
    confirming: LaunchState;
    confirmingWithTrouble: LaunchState;
    live: LaunchState;
    cancelled: LaunchState;
    failed: LaunchState;
  };
}

/** For a story's `loaders`: the plan and every state of a launch, built by the launch's own code. */
export async function loadLaunchStory(): Promise<{ launch: LaunchStoryData }> {
  const plan = await planBeforeLaunch();
  const [accounts, pool, deposit, validator] = plan.steps;
  if (!accounts || !pool || !deposit || !validator) throw new Error('The story expects a plan of four steps.');
  const sent = (steps: LaunchPlan['steps']): SentStep[] =>
    // Their sizes and fees are the runner's figures, never shown.
    steps.map((step) => ({ kind: step.kind, signature: signature(step.number), bytes: 0, fee: step.fee }));
  const refusal = launchTermsRefusal({ ...STORY_REQUEST.terms, name: 'Evergreen Staked SOL of the North' });
  if (!refusal) throw new Error('A name of 33 bytes should be refused.');
  return {
    launch: {
      plan,
      nameRefusal: inEnglish(refusal),
      states: {
        reading: { phase: 'reading' },
        checking: { phase: 'checking', plan, step: accounts },
        awaitingSignature: { phase: 'awaiting-signature', plan, step: pool },
        confirming: { phase: 'confirming', plan, step: deposit, signature: signature(3), trouble: false },
        confirmingWithTrouble: { phase: 'confirming', plan, step: validator, signature: signature(4), trouble: true },
        // The page shows a live pool's addresses, which are the wallet's whatever the chain holds.
        live: { phase: 'live', plan, sent: sent(plan.steps) },
        cancelled: { phase: 'cancelled', message: sayLaunch('launchCancelled'), sent: sent([accounts]) },
        failed: {
          phase: 'failed',
          message: sayRun('stoppedChecking'),
          detail: 'The Solana RPC did not answer.',
          signature: signature(2),
          sent: sent([accounts]),
        },
      },
    },
  };
}
