// The dust race: someone who watches the mempool sends lamports to the seeded address our transaction
// creates, after our simulation and the guard's check and before our transaction lands. On litesvm with
// the real stake pool, Stake and Token programs, the card's exit to a stake account and the launch's
// step 1 still land, the staker or team pays only the rent and the fee shown, and the dust stays in
// the account, theirs.
import { address, lamports as kitLamports } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { rentExemptMinimum } from '../../widget/core/amount/clusterRent';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from '../../widget/core/stakePool/tokenInstructions';
import { inEnglish } from '../../widget/core/texts/said';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { previewLaunch, type LaunchState } from '../../widget/launch/runLaunch';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { stakeOffer } from '../support/exitOffers';
import { exitWorld, SOL, STAKE_RENT, staker, type ExitWorld } from '../support/exitOnLitesvm';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { networkFeeOf } from '../support/networkFee';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';

/** The least a new System account may hold (its rent for no data); one that exists takes any lamport more. */
const DUST = 890_880n;
const PACKET = 1_232;

/**
 * The card's exit to a stake account, with `race` lamports sent to the exit's seeded address as the
 * signed transaction goes to the RPC (after the check, before it lands), and `before` lamports there
 * before the card reads the chain.
 */
async function exitUnderRace(race: bigint, { before = 0n, updateFirst = false } = {}) {
  const world = exitWorld();
  if (updateFirst) world.setEpoch(2n);
  const [next] = await exitStakeCandidates(staker, world.pool().address);
  const at = next!.address;
  if (before > 0n) world.svm.airdrop(address(at), kitLamports(before));
  const { predicted } = await stakeOffer(world, 5n * SOL, updateFirst ? { pool: world.poolAsUpdated(2n) } : {});
  if (!predicted.ok) throw new Error('predicted a refusal');
  const wallet = world.balance(staker);
  let raced = false;
  const unstaking = litesvmUnstake(world.svm, {
    user: STAKER,
    token: PICOSOL_LISTED,
    beforeRpc: (method) => {
      if (method !== 'sendTransaction' || race === 0n || raced) return;
      raced = true;
      world.svm.airdrop(address(at), kitLamports(race));
    },
  });
  const run = await unstaking.unstake(5n * SOL, { route: 'stake-account' });
  const last = unstaking.sent.at(-1)!;
  return { world, at, predicted, run, wallet, fee: networkFeeOf(last).fee, size: last.serialize().length, raced };
}

function expectStakeAccount(world: ExitWorld, at: string, lamports: bigint, stake: bigint) {
  const account = world.read(at)!;
  expect(account.lamports).toBe(lamports);
  const state = decodeStakeAccount(account.data);
  expect(state.meta).toMatchObject({ staker, withdrawer: staker, rentExemptReserve: STAKE_RENT });
  expect(state.delegation?.stake).toBe(stake);
}

describe('the exit to a stake account, dust sent to its address between the check and the landing', () => {
  it('no dust: created at the first address, the staker pays its rent and the fee, exact to the lamport', async () => {
    const { world, at, predicted, run, wallet, fee, size } = await exitUnderRace(0n);
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - fee });
    expect(wallet - world.balance(staker)).toBe(STAKE_RENT + fee);
    expectStakeAccount(world, at, STAKE_RENT + predicted.lamports, predicted.lamports);
    expect(size).toBeLessThanOrEqual(PACKET);
  });

  it('dust arrives at the empty address as the transaction is sent: it lands, the staker pays the rent and the fee shown, the dust is in their account', async () => {
    const { world, at, predicted, run, wallet, fee, raced } = await exitUnderRace(DUST);
    expect(raced).toBe(true);
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - fee });
    expect(wallet - world.balance(staker)).toBe(STAKE_RENT + fee);
    // The stake is the shown figure; the dust sits beside it, the staker's to withdraw with the rest.
    expectStakeAccount(world, at, STAKE_RENT + predicted.lamports + DUST, predicted.lamports);
  });

  it('dust there when the card read the chain, and one lamport more as it is sent: it lands, the staker pays only the rest of the rent', async () => {
    const { world, at, predicted, run, wallet, fee } = await exitUnderRace(1n, { before: DUST });
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account' });
    expect(wallet - world.balance(staker)).toBe(STAKE_RENT - DUST + fee);
    expectStakeAccount(world, at, STAKE_RENT + predicted.lamports + 1n, predicted.lamports);
  });

  it('with the pool’s update in front (a new epoch): the race still lands, and the transaction fits a packet', async () => {
    const { world, at, run, wallet, fee, size } = await exitUnderRace(DUST, { updateFirst: true });
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account' });
    expect(wallet - world.balance(staker)).toBe(STAKE_RENT + fee);
    const account = world.read(at)!;
    const state = decodeStakeAccount(account.data);
    expect(account.lamports).toBe(STAKE_RENT + state.delegation!.stake + DUST);
    // Measured: 885 bytes with the update pair for picoSOL's one validator (876 with CreateAccountWithSeed).
    expect(size).toBe(885);
  });
});

/** Step 1's accounts: the reserve, the mint and the manager's fee account. */
const FIRST_STEP = ['reserve', 'mint', 'managerFee'] as const;

/**
 * A launch whose step 1 is raced: as the signed step 1 goes to the RPC, `race` lamports are sent to
 * each of `at` (after the plan, the guard's simulation and the signature, before it lands).
 */
async function launchUnderRace(race: bigint, at: readonly (typeof FIRST_STEP)[number][]) {
  /** The addresses to dust as step 1 is sent: known once the wallet (made with the world) has a plan. */
  const targets: string[] = [];
  let sends = 0;
  const world = launchWorld({
    node: (fetch) => async (input, init) => {
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      if (method === 'sendTransaction' && sends++ === 0 && race > 0n) {
        for (const target of targets) world.svm.airdrop(address(target), kitLamports(race));
      }
      return fetch(input, init);
    },
  });
  const planned = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS });
  if ('refusal' in planned) throw new Error(inEnglish(planned.refusal));
  const plan: LaunchPlan = planned;
  targets.push(...at.map((name) => plan.addresses[name]));
  const before = world.balance();
  const { end } = await world.launch();
  return { world, plan, end, spent: before - world.balance() };
}

/** What the wallet spent on each sent step: the plan's spend for it and the fee it paid (the fixture's Metaplex charges no create fee). */
const plannedSpend = (plan: LaunchPlan, end: LaunchState) =>
  ('sent' in end ? end.sent : []).reduce((sum, sent) => sum + plan.steps.find((step) => step.kind === sent.kind)!.spend + sent.fee, 0n) -
  plan.steps.reduce((sum, step) => sum + step.creates.reduce((fees, account) => fees + account.mostLamports - account.lamports, 0n), 0n);

describe('the launch’s step 1, dust sent to its accounts’ addresses between the check and the landing', () => {
  it('no dust: the pool goes live, step 1 within a packet, the wallet spends the plan exactly', async () => {
    const { plan, end, spent, world } = await launchUnderRace(0n, []);
    expect(end.phase).toBe('live');
    const first = (end as Extract<LaunchState, { phase: 'live' }>).sent[0]!;
    expect(first.kind).toBe('accounts');
    // Measured: 608 bytes (581 with CreateAccountWithSeed): three seeded accounts, 9 bytes more each.
    expect(first.bytes).toBe(1_015);
    expect(first.bytes).toBeLessThanOrEqual(PACKET);
    expect(spent).toBe(plannedSpend(plan, end));
    expect(world.read(plan.addresses.mint)!.lamports).toBe(rentExemptMinimum(MINT_SIZE));
  });

  it('dust arrives at the mint’s and the fee account’s addresses as step 1 is sent: it lands, the pool goes live, the wallet spends the plan exactly, the dust stays in the team’s accounts', async () => {
    const { plan, end, spent, world } = await launchUnderRace(DUST, ['mint', 'managerFee']);
    expect(end.phase).toBe('live');
    expect(spent).toBe(plannedSpend(plan, end));
    expect(world.read(plan.addresses.mint)!.lamports).toBe(rentExemptMinimum(MINT_SIZE) + DUST);
    const fee = world.read(plan.addresses.managerFee)!;
    expect(fee.lamports).toBe(rentExemptMinimum(TOKEN_ACCOUNT_SIZE) + DUST);
    expect(readTokenAccount(fee.data)!.owner).toBe(world.wallet.address);
  });

  it('dust arrives at all three, the reserve’s too: it lands, the pool goes live, and the reserve’s dust comes back to the team as pool tokens (the first deposit is that much smaller)', async () => {
    const { plan, end, spent, world } = await launchUnderRace(DUST, FIRST_STEP);
    expect(end.phase).toBe('live');
    // Initialize counts the reserve's lamports above its rent as the pool's, minted to the team's fee account;
    // the deposit that makes up the validator's stake needs that much less.
    expect(spent).toBe(plannedSpend(plan, end) - DUST);
    expect(readTokenAccount(world.read(plan.addresses.managerFee)!.data)!.amount).toBe(DUST);
  });
});
