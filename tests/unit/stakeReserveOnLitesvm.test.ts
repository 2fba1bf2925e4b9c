// "Stake the reserve" on a real runtime: a pool launched from the launch page (the real stake pool
// program on litesvm), stakers' SOL in its reserve, and the team's wallet moving it to the pool's
// validator with IncreaseValidatorStake, as the page runs it (planPoolAction, runPoolAction), down the one road.
import { address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTION_BYTES } from '../../widget/core/amount/stakeLimits';
import { inEnglish } from '../../widget/core/texts/said';
import { planPoolAction, readManagedPool, type PoolAction, type PoolActionState } from '../../widget/manage';
import { increaseValidatorStakeInstruction } from '../../widget/core/stakePool/increaseValidatorStakeInstruction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { transientStakeAddressOf } from '../../widget/solana/stakePoolStakeAddresses';
import { keypairWallet } from '../support/keypairWallet';
import { managedWorld, SOL, type ManagedWorld } from '../support/manageOnLitesvm';

/** A stake account's rent on every cluster (200 bytes). */
const STAKE_RENT = 2_282_880n;

const worded = (end: PoolActionState) => ({ phase: end.phase, message: 'message' in end ? inEnglish(end.message) : undefined });
const managed = async (world: ManagedWorld) => {
  const read = await readManagedPool(world.rpc, world.addresses.pool, world.wallet.address);
  if ('refusal' in read) throw new Error(inEnglish(read.refusal));
  return read;
};
const io = (world: ManagedWorld, wallet = world.wallet) => ({ rpc: world.rpc, sign: (bytes: Uint8Array) => wallet.signTransaction(bytes) });
const planned = async (world: ManagedWorld, action: PoolAction, wallet = world.wallet) => {
  const plan = await planPoolAction(io(world, wallet), world.addresses.pool, wallet.address, action);
  return 'refusal' in plan ? inEnglish(plan.refusal) : plan;
};

describe('Your pool: stake the reserve', () => {
  it('all the free SOL to the validator: the reserve pays the transient account, the wallet only the fee; after the epoch’s update the validator’s stake grew by exactly the amount and the pool’s total did not move', async () => {
    const world = await managedWorld({ stake: 3n * SOL });
    const before = await managed(world);
    expect(before.reserveSpendableLamports).toBe(3n * SOL);
    // The reserve keeps its rent and pays the transient stake account's: the rest may go.
    const lamports = before.reserveSpendableLamports - STAKE_RENT;
    const action: PoolAction = { kind: 'stake-reserve', vote: world.addresses.vote, lamports };
    const plan = await planned(world, action);
    if (typeof plan === 'string') throw new Error(plan);
    expect(plan.steps.map((step) => [inEnglish(step.title), step.spend])).toEqual([
      [`staking 2.99771712 SOL from the reserve with the validator ${world.addresses.vote}`, 0n],
    ]);
    expect(inEnglish(plan.takesEffect!)).toContain('activates at the next epoch');
    const reserve = world.read(world.addresses.reserve)!.lamports;
    const balance = world.balance();
    const run = await world.act(action);
    expect(run.end).toMatchObject({ phase: 'done', signatures: [expect.any(String)] });
    // One transaction, within a packet.
    expect(world.sentBytes.at(-1)).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    expect(balance - world.balance()).toBeLessThanOrEqual(plan.steps[0]!.fee);
    expect(balance - world.balance()).toBeGreaterThan(0n);

    const moving = await managed(world);
    expect(moving.validators[0]).toMatchObject({
      activeLamports: before.validators[0]!.activeLamports,
      transientLamports: lamports + STAKE_RENT,
    });
    expect(moving.reserveSpendableLamports).toBe(0n);
    expect(world.read(world.addresses.reserve)!.lamports).toBe(reserve - lamports - STAKE_RENT);
    expect(moving.totalLamports).toBe(before.totalLamports);
    // A second stake to the same validator this epoch: refused in words, nothing signed.
    expect(await planned(world, action)).toBe(
      `A stake is already on its way to the validator ${world.addresses.vote} this epoch: it activates at the next epoch. Stake more with it after that epoch’s update.`,
    );

    world.endEpoch();
    expect((await world.act({ kind: 'update' })).end.phase).toBe('done');
    const after = await managed(world);
    expect(after.validators[0]).toMatchObject({ activeLamports: before.validators[0]!.activeLamports + lamports, transientLamports: 0n });
    expect(world.read(world.addresses.validatorStake)!.lamports).toBe(before.validators[0]!.activeLamports + lamports);
    // The transient account's rent came back to the reserve: the pool's total is what it was.
    expect(after.totalLamports).toBe(before.totalLamports);
    expect(after.reserveSpendableLamports).toBe(3n * SOL - lamports);
    expect(world.read(world.addresses.reserve)!.lamports).toBe(reserve - lamports);
  });

  it('refused in words before any prompt: not the staker, above the free reserve, below the minimum delegation, a validator not in the pool', async () => {
    const world = await managedWorld({ stake: 2n * SOL });
    const vote = world.addresses.vote;
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), 10_000_000n as never);
    const action: PoolAction = { kind: 'stake-reserve', vote, lamports: SOL };
    const prompts = world.wallet.prompts;
    const notStaker = `Only the pool’s manager (${world.wallet.address}) can do this; the connected wallet is ${someone.address}.`;
    expect(await planned(world, action, someone)).toBe(notStaker);
    expect(worded((await world.act(action, someone)).end)).toEqual({ phase: 'failed', message: notStaker });
    expect(someone.prompts).toBe(0);

    expect(await planned(world, { ...action, lamports: 2n * SOL - STAKE_RENT + 1n })).toBe(
      'The reserve can stake at most 1.99771712 SOL now: it keeps its own rent and pays 0.00228288 SOL of rent for the stake on its way, which it gets back at the next update. 1.997717121 SOL is more.',
    );
    // The Stake program's minimum delegation on litesvm is 1 SOL.
    expect(await planned(world, { ...action, lamports: SOL - 1n })).toBe(
      'A stake from the reserve must be at least 1 SOL (the Stake program’s minimum delegation).',
    );
    // The program itself refuses one lamport more than the plan's most, sent outside the widget.
    const pool = world.pool();
    const list = world.list();
    const increase = (lamports: bigint) =>
      increaseValidatorStakeInstruction({
        programId: world.read(world.addresses.pool)!.owner,
        pool: world.addresses.pool,
        staker: world.wallet.address,
        withdrawAuthority: withdrawAuthorityOf(world.read(world.addresses.pool)!.owner, world.addresses.pool),
        validatorList: pool.validatorList,
        reserve: pool.reserveStake,
        transientStake: transientStakeAddressOf(
          world.read(world.addresses.pool)!.owner,
          vote,
          world.addresses.pool,
          list.validators[0]!.transientSeedSuffix,
        ),
        validatorStake: world.addresses.validatorStake,
        vote,
        lamports,
        transientSeed: list.validators[0]!.transientSeedSuffix,
      });
    expect(() => world.sendAs([increase(2n * SOL - STAKE_RENT + 1n)])).toThrow();
    expect(() => world.sendAs([increase(SOL - 1n)])).toThrow();
    const nowhere = world.newVote();
    expect(await planned(world, { ...action, vote: nowhere })).toBe(`The validator ${nowhere} is not in the pool.`);
    expect(world.wallet.prompts).toBe(prompts);
  });

  it('on a stale pool the update goes in front; after the update landed and the stake’s prompt was rejected, a new run sends only the stake', async () => {
    const world = await managedWorld({ stake: 2n * SOL });
    world.endEpoch();
    const action: PoolAction = { kind: 'stake-reserve', vote: world.addresses.vote, lamports: SOL };
    const plan = await planned(world, action);
    if (typeof plan === 'string') throw new Error(plan);
    expect(plan.steps).toHaveLength(2);
    const wallet = world.wallet;
    wallet.refuseAfter = 1;
    const first = await world.act(action);
    expect(first.end).toMatchObject({ phase: 'cancelled', signatures: [expect.any(String)] });
    expect((await managed(world)).validators[0]!.transientLamports).toBe(0n);
    wallet.refuseAfter = null;
    const rest = await planned(world, action);
    if (typeof rest === 'string') throw new Error(rest);
    expect(rest.steps.map((step) => inEnglish(step.title))).toEqual([
      `staking 1 SOL from the reserve with the validator ${world.addresses.vote}`,
    ]);
    const second = await world.act(action);
    expect(second.end).toMatchObject({ phase: 'done', signatures: [expect.any(String)] });
    expect((await managed(world)).validators[0]!.transientLamports).toBe(SOL + STAKE_RENT);
  });
});
