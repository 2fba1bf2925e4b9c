import type { Said } from '../widget/core/texts/said';
import type { ManagedPool, PoolAction, PoolActionPlan, PoolActionState, PoolActionStep } from '../widget/manage/types';

/**
 * Fabricated figures for "Your pool"'s presentational components (its stories and its page tests): a
 * pool as widget/manage's `readManagedPool` describes one, and plans as `planPoolAction` gives them.
 * No chain: what the engine reads and checks is tested on litesvm, beside the engine.
 */
export const STORY_ADDRESSES = {
  pool: 'FxJiM7yr8ygjoB6BZJTDVB8fZmzYcXBZKFvF8iR3VBwt',
  mint: '8YQkqj9z7AUZwavq9e4ZoHMHxsJCCr2ZJwyYL3r3dcy5',
  manager: '2LwGrLgnQmssgYJ1aF1pNJw2GC1APUN5Z1Pc5W8vZL53',
  feeAccount: 'HFXUeDYrsxpCLkQtbWsEx8zUkB7x7A5LE65ZB4qWLgNH',
  firstVote: '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC',
  secondVote: '9F5TeNarrcdAaCgeJx6FHdmesoQNaXtk5NdnLUZTYsvq',
  stakeAccount: 'GWizsGNeNzJYB5NCHG9rVjnS1eRJFVe3orPQqWnUYLRR',
  otherStakeAccount: 'BC3Cpcthnw3guXhbj1qXB2r1pfZtNSri5TAdXimZ2bk1',
};

const said = (text: string): Said => ({ key: 'story', text });
const fee = (basisPoints: bigint) => ({ numerator: basisPoints, denominator: 10_000n });

/** The team's harvest in its own fee account (not its token account): `tokens` worth `lamports`. */
export const storyHarvest = (
  tokens: bigint,
  lamports: bigint,
  overrides: Partial<ManagedPool['harvest']> = {},
): ManagedPool['harvest'] => ({
  feeAccount: STORY_ADDRESSES.feeAccount,
  tokens,
  lamports,
  walletOwnsFee: true,
  inWallet: false,
  ...overrides,
});

/**
 * orcSOL in epoch 812, updated, with a harvest of 3.456789012 orcSOL and two validators; `overrides`
 * for each story. A wallet that is not the manager is not the staker and owns no fee account either.
 */
export function storyPool(overrides: Partial<ManagedPool> = {}): ManagedPool {
  const team = overrides.walletIsManager ?? true;
  return {
    address: STORY_ADDRESSES.pool,
    programId: 'SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy',
    mint: STORY_ADDRESSES.mint,
    symbol: 'orcSOL',
    manager: STORY_ADDRESSES.manager,
    walletIsManager: true,
    walletIsStaker: team,
    decimals: 9,
    epoch: 812n,
    lastUpdateEpoch: 812n,
    needsUpdate: false,
    totalLamports: 1_250_003_456_789n,
    reserveSpendableLamports: 12_345_678_900n,
    poolTokenSupply: 1_201_234_567_890n,
    apy: 0.0712,
    apyNotKnown: null,
    stakersTokens: 1_197_777_778_878n,
    fees: {
      epoch: { now: fee(500n), next: null },
      solDeposit: { now: fee(0n), next: null },
      stakeDeposit: { now: fee(0n), next: null },
      solWithdrawal: { now: fee(10n), next: null },
      stakeWithdrawal: { now: fee(10n), next: null },
    },
    harvest: storyHarvest(3_456_789_012n, 3_597_138_214n, { walletOwnsFee: team }),
    validators: [
      {
        vote: STORY_ADDRESSES.firstVote,
        stakeAccount: STORY_ADDRESSES.stakeAccount,
        activeLamports: 1_137_657_777_889n,
        transientLamports: 0n,
        status: 'active',
        lastUpdateEpoch: 812n,
      },
      {
        vote: STORY_ADDRESSES.secondVote,
        stakeAccount: STORY_ADDRESSES.otherStakeAccount,
        activeLamports: 100_000_000_000n,
        transientLamports: 2_282_880n,
        status: 'active',
        lastUpdateEpoch: 812n,
      },
    ],
    maxValidators: 10,
    validatorStakeLamports: 1_002_282_880n,
    ...overrides,
  };
}

/** The pool a new epoch found: 813 began, its update is due. */
export const staleStoryPool = (overrides: Partial<ManagedPool> = {}) => storyPool({ epoch: 813n, needsUpdate: true, ...overrides });

const step = (number: number, title: string, spend = 0n): PoolActionStep => ({ number, title: said(title), fee: 105_000n, spend });

/** Each action's plan, in the shape the engine gives: its steps, its summary, when it takes effect. */
export const STORY_PLANS: Record<PoolAction['kind'], PoolActionPlan> = {
  update: {
    action: { kind: 'update' },
    steps: [step(1, "updating the validators' stakes"), step(2, "updating the pool's balance and fees")],
    summary: said('You will sign 2 transactions; nothing goes to account deposits.'),
    takesEffect: null,
  },
  'add-validator': {
    action: { kind: 'add-validator', vote: STORY_ADDRESSES.secondVote },
    steps: [step(1, 'adding the validator, with 1.00228288 SOL from the reserve')],
    summary: said("You will sign 1 transaction; 1.00228288 SOL moves from the pool's reserve to the validator's stake account."),
    takesEffect: said('Its stake becomes active at the next epoch.'),
  },
  'remove-validator': {
    action: { kind: 'remove-validator', vote: STORY_ADDRESSES.secondVote },
    steps: [step(1, 'removing the validator, its stake deactivating back to the reserve', 2_282_880n)],
    summary: said('You will sign 1 transaction; about 0.0023 SOL goes to an account deposit.'),
    takesEffect: said('Its stake is back in the reserve after the next epoch, and it leaves the list at that update.'),
  },
  'set-fee': {
    action: { kind: 'set-fee', fee: 'epoch', value: fee(700n) },
    steps: [step(1, 'setting the epoch fee to 7 %')],
    summary: said('You will sign 1 transaction; nothing goes to account deposits.'),
    takesEffect: said('From epoch 814: stakers see the new fee on their cards until then.'),
  },
  'stake-reserve': {
    action: { kind: 'stake-reserve', vote: STORY_ADDRESSES.firstVote, lamports: 12_343_396_020n },
    steps: [step(1, `staking 12.34339602 SOL from the reserve with the validator ${STORY_ADDRESSES.firstVote}`)],
    summary: said('You will sign 1 transaction, with at most 0.000105 SOL of network fees and 0 SOL of account deposits.'),
    takesEffect: said(
      'The stake activates at the next epoch; that epoch’s update adds it to the validator’s stake, and it earns rewards from then on.',
    ),
  },
  harvest: {
    action: { kind: 'harvest' },
    steps: [step(1, 'moving 3.456789012 orcSOL from your fee account to your wallet', 2_039_280n)],
    summary: said('You will sign 1 transaction; about 0.002 SOL goes to your token account, if your wallet has none yet.'),
    takesEffect: null,
  },
};

/** A run of `kind` at each moment the stories show. */
export function storyRun(kind: PoolAction['kind']) {
  const plan = STORY_PLANS[kind];
  const [first, second] = plan.steps;
  const last = plan.steps.at(-1)!;
  const states = {
    signing: { phase: 'awaiting-signature', plan, step: second ?? first! },
    confirming: {
      phase: 'confirming',
      plan,
      step: last,
      signature: '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
      trouble: false,
    },
    trouble: {
      phase: 'confirming',
      plan,
      step: last,
      signature: '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
      trouble: true,
    },
    done: { phase: 'done', plan, signatures: ['5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv'] },
    cancelled: { phase: 'cancelled', message: said('Cancelled in your wallet.'), signatures: [] },
    failed: {
      phase: 'failed',
      message: said('The Solana RPC says the transaction failed, so the pool is as it was.'),
      detail: 'custom program error: 0x10',
      signature: '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
      signatures: ['5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv'],
    },
  } satisfies Record<string, PoolActionState>;
  return { plan, states };
}
