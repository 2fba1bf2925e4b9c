// "Your pool" on the demo chain, as `npm start` runs it: a pool launched there, a stake into it by the
// card, the epoch ended (Demo.endEpoch), then the team's actions through the same chunk (readManagedPool,
// runPoolAction), each instruction run by the demo's programs (demoPoolManageProgram, the update pair, the
// launch's AddValidatorToPool, the token program's TransferChecked) with the checks of the real ones.
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { advanceDemoEpoch } from '../../demo/demoEpoch';
import { demoPoolSeeds } from '../../demo/demoProjects';
import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { setFeeInstruction, removeValidatorFromPoolInstruction } from '../../widget/core/stakePool/poolManageInstructions';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { applyFee } from '../../widget/core/stakePool/applyFee';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { increaseValidatorStakeInstruction } from '../../widget/core/stakePool/increaseValidatorStakeInstruction';
import { createOwnAccountIdempotentInstruction, transferCheckedInstruction } from '../../widget/core/stakePool/tokenInstructions';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { inEnglish } from '../../widget/core/texts/said';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { readManagedPool, runPoolAction, type PoolAction, type PoolActionState } from '../../widget/manage';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { transientStakeAddressOf } from '../../widget/solana/stakePoolStakeAddresses';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { launchOnDemo, sendOnDemo } from '../support/launchOnDemo';
import { stakeThroughDemo } from '../support/stakeThroughDemo';

const SOL = 1_000_000_000n;
/** A stake account's rent (200 bytes). */
const STAKE_RENT = 2_282_880n;
/** What a validator's stake earns in a demo epoch: a 2,400th (demoEpoch's figure). */
const EPOCH_REWARD_SHARE = 2_400n;

/**
 * A pool launched on the demo chain, 1 SOL staked into it, and the team's hands on "Your pool". The
 * stake goes by a card (`card`), or by a DepositSol of a staker's own: a card learns a launched pool
 * from the page's list, read once per page (the first launch's test has it).
 */
async function launchedOnDemo({ card = false } = {}) {
  const world = launchOnDemo();
  const { end } = await world.launch();
  if (end.phase !== 'live') throw new Error(end.phase);
  const addresses = await launchAddresses(world.wallet.address, DEMO_VOTE_ACCOUNT);
  const chain = world.services.chain;
  if (card) {
    const staked = await stakeThroughDemo({ services: world.services, mint: addresses.mint }).stake(SOL);
    if (staked.phase !== 'success') throw new Error(staked.phase);
  } else {
    const staker = Keypair.generate();
    const stakerTokens = associatedTokenAddress(staker.publicKey.toBase58(), addresses.mint, PROGRAMS.token);
    const pool = { ...decodeStakePool((await world.rpc.getMultipleAccounts([addresses.pool])).accounts[0]!.data), address: addresses.pool };
    const deposit = depositSolInstruction({
      programId: addresses.programId,
      pool,
      withdrawAuthority: addresses.withdrawAuthority,
      staker: staker.publicKey.toBase58(),
      stakerTokenAccount: stakerTokens,
      referrerTokenAccount: stakerTokens,
      lamports: SOL,
      minimumPoolTokens: 1n,
    });
    const create = createOwnAccountIdempotentInstruction(staker.publicKey.toBase58(), stakerTokens, addresses.mint, PROGRAMS.token);
    expect(await sendOnDemo(chain, staker, [create, deposit])).toBeNull();
  }
  const act = async (action: PoolAction, wallet = world.wallet) => {
    const states: PoolActionState[] = [];
    const end = await runPoolAction(
      { rpc: world.rpc, sign: (bytes) => wallet.signTransaction(bytes), track: { sleep: async () => {} } },
      { pool: addresses.pool, wallet: wallet.address, action },
      (state) => states.push(state),
      new AbortController().signal,
    );
    if (end.phase !== 'done') {
      throw new Error(
        `${end.phase}: ${'message' in end ? inEnglish(end.message) : ''} ${'detail' in end && end.detail ? inEnglish(end.detail) : ''}`,
      );
    }
    return end;
  };
  const managed = async () => {
    const read = await readManagedPool(world.rpc, addresses.pool, world.wallet.address);
    if ('refusal' in read) throw new Error(inEnglish(read.refusal));
    return read;
  };
  const tokens = (address: string) => chain.tokenAccounts.get(address)?.amount ?? 0n;
  return { ...world, addresses, chain, act, managed, tokens };
}

describe('Your pool on the demo chain', () => {
  it('launch, stake, end the epoch (the listed pools cranked, the launched one left to its team), harvest, update, add a validator', async () => {
    const world = await launchedOnDemo({ card: true });
    const epoch = world.chain.epoch;
    const listed = demoPoolSeeds[0]!.address;
    advanceDemoEpoch(world.chain);

    // The demo's own pools are cranked at the epoch's end, as their operators would; the launched one is not.
    expect(world.chain.pools.get(listed)!.lastUpdateEpoch).toBe(epoch + 1n);
    const stale = await world.managed();
    expect(stale).toMatchObject({ needsUpdate: true, lastUpdateEpoch: epoch, epoch: epoch + 1n, harvest: { tokens: 0n } });
    // Its validator earned the epoch's rewards: the update counts them, and mints the epoch fee then.
    await world.act({ kind: 'update' });
    const updated = await world.managed();
    expect(updated.needsUpdate).toBe(false);
    expect(updated.totalLamports).toBeGreaterThan(stale.totalLamports);
    expect(updated.harvest.tokens).toBeGreaterThan(0n);
    expect(updated.harvest.tokens).toBe(world.tokens(world.addresses.managerFee));
    expect(updated.poolTokenSupply - stale.poolTokenSupply).toBe(updated.harvest.tokens);

    // The harvest: the fee account's tokens into the team's own account, where the card's Unstake counts them.
    const own = associatedTokenAddress(world.wallet.address, world.addresses.mint, PROGRAMS.token);
    const before = world.tokens(own);
    await world.act({ kind: 'harvest' });
    expect(world.tokens(world.addresses.managerFee)).toBe(0n);
    expect(world.tokens(own)).toBe(before + updated.harvest.tokens);

    // A second validator, its stake from the reserve.
    await world.act({ kind: 'add-validator', vote: DEMO_SECOND_VOTE_ACCOUNT });
    expect((await world.managed()).validators.map((validator) => [validator.vote, validator.status])).toEqual([
      [DEMO_VOTE_ACCOUNT, 'active'],
      [DEMO_SECOND_VOTE_ACCOUNT, 'active'],
    ]);
    expect(world.chain.failures.size).toBe(0);
  });

  it('stake the reserve: the transient stake activates at the epoch’s end and joins the validator at the update, to the lamport; from then on it earns, and the harvest grows with it', async () => {
    const world = await launchedOnDemo();
    const before = await world.managed();
    // The demo's minimum delegation is 0.001 SOL: all the free SOL but the transient account's rent may go.
    const lamports = before.reserveSpendableLamports - STAKE_RENT;
    const action: PoolAction = { kind: 'stake-reserve', vote: DEMO_VOTE_ACCOUNT, lamports };
    await world.act(action);
    const moving = await world.managed();
    expect(moving.validators[0]).toMatchObject({
      activeLamports: before.validators[0]!.activeLamports,
      transientLamports: lamports + STAKE_RENT,
    });
    expect(moving.reserveSpendableLamports).toBe(0n);
    expect(moving.totalLamports).toBe(before.totalLamports);
    // A second stake to it this epoch: the demo program refuses it as the real one does (TransientAccountInUse).
    const { programId, pool, validatorList, validatorStake, reserve } = world.addresses;
    const again = increaseValidatorStakeInstruction({
      programId,
      pool,
      staker: world.wallet.address,
      withdrawAuthority: withdrawAuthorityOf(programId, pool),
      validatorList,
      reserve,
      transientStake: transientStakeAddressOf(programId, DEMO_VOTE_ACCOUNT, pool, 0n),
      validatorStake,
      vote: DEMO_VOTE_ACCOUNT,
      lamports: SOL / 1000n,
      transientSeed: 0n,
    });
    expect(await sendOnDemo(world.chain, world.wallet.keypair, [again])).toEqual({ InstructionError: [0, { Custom: 33 }] });
    const stranger = Keypair.generate();
    const byStranger = {
      ...again,
      accounts: again.accounts.map((account) => (account.signer ? { ...account, address: stranger.publicKey.toBase58() } : account)),
    };
    expect(await sendOnDemo(world.chain, stranger, [byStranger])).toEqual({ InstructionError: [0, { Custom: 21 }] });

    // The epoch ends: the validator's own stake earns, the activating one does not; the update merges it.
    const delegated = (address: string) => decodeStakeAccount(world.chain.accounts.get(address)!.data).delegation!.stake;
    const firstReward = delegated(validatorStake) / EPOCH_REWARD_SHARE;
    advanceDemoEpoch(world.chain);
    await world.act({ kind: 'update' });
    const merged = await world.managed();
    expect(merged.validators[0]).toMatchObject({
      activeLamports: before.validators[0]!.activeLamports + firstReward + lamports,
      transientLamports: 0n,
    });
    expect(merged.totalLamports).toBe(before.totalLamports + firstReward);
    expect(merged.reserveSpendableLamports).toBe(before.reserveSpendableLamports - lamports);

    // The next epoch's rewards are on the whole stake, the reserve's SOL with it: the harvest grows by its epoch fee.
    const secondReward = delegated(validatorStake) / EPOCH_REWARD_SHARE;
    expect(secondReward).toBe((before.validators[0]!.activeLamports - STAKE_RENT + firstReward + lamports) / EPOCH_REWARD_SHARE);
    advanceDemoEpoch(world.chain);
    await world.act({ kind: 'update' });
    const earned = await world.managed();
    expect(earned.totalLamports).toBe(merged.totalLamports + secondReward);
    const feeLamports = applyFee(merged.fees.epoch.now, secondReward);
    const feeTokens = (merged.poolTokenSupply * feeLamports) / (merged.totalLamports + secondReward - feeLamports);
    expect(earned.harvest.tokens - merged.harvest.tokens).toBe(feeTokens);
    // Without the stake from the reserve the same epoch would have paid less than a tenth of that.
    expect(feeTokens).toBeGreaterThan(
      10n * ((merged.poolTokenSupply * applyFee(merged.fees.epoch.now, firstReward)) / merged.totalLamports),
    );
    expect(world.chain.failures.size).toBe(2);
  });

  it('a fee change scheduled two epochs on, and a removal completed at the next update, as on litesvm', async () => {
    const world = await launchedOnDemo();
    await world.act({ kind: 'add-validator', vote: DEMO_SECOND_VOTE_ACCOUNT });
    const epoch = world.chain.epoch;
    const value = { numerator: 8n, denominator: 100n };
    await world.act({ kind: 'set-fee', fee: 'epoch', value });
    expect((await world.managed()).fees.epoch.next).toEqual({ fee: value, fromEpoch: epoch + 2n });
    await world.act({ kind: 'set-fee', fee: 'solDeposit', value: { numerator: 1n, denominator: 1000n } });
    expect((await world.managed()).fees.solDeposit.now).toEqual({ numerator: 1n, denominator: 1000n });

    await world.act({ kind: 'remove-validator', vote: DEMO_SECOND_VOTE_ACCOUNT });
    expect((await world.managed()).validators.map((validator) => validator.status)).toEqual(['active', 'deactivating-validator']);
    const total = (await world.managed()).totalLamports;
    advanceDemoEpoch(world.chain);
    await world.act({ kind: 'update' });
    const once = await world.managed();
    expect(once.validators.map((validator) => validator.vote)).toEqual([DEMO_VOTE_ACCOUNT]);
    // Only the staying validator's rewards were added: the leaving one's SOL came back to the reserve whole.
    expect(once.totalLamports).toBeGreaterThan(total);
    expect(once.fees.epoch).toEqual({ now: { numerator: 5n, denominator: 100n }, next: { fee: value, fromEpoch: epoch + 2n } });
    advanceDemoEpoch(world.chain);
    await world.act({ kind: 'update' });
    expect((await world.managed()).fees.epoch).toEqual({ now: value, next: null });
    expect(world.chain.failures.size).toBe(0);
  });

  it('the demo programs refuse what the real ones refuse: a fee change by another wallet, a removal by another, tokens moved by another', async () => {
    const world = await launchedOnDemo();
    const stranger = Keypair.generate();
    const { programId, pool, validatorList, validatorStake, managerFee, mint } = world.addresses;
    const byStranger = setFeeInstruction({
      programId,
      pool,
      manager: stranger.publicKey.toBase58(),
      fee: 'epoch',
      value: { numerator: 1n, denominator: 100n },
    });
    expect(await sendOnDemo(world.chain, stranger, [byStranger])).toEqual({ InstructionError: [0, { Custom: 6 }] });
    const tooHigh = setFeeInstruction({
      programId,
      pool,
      manager: world.wallet.address,
      fee: 'solWithdrawal',
      value: { numerator: 1n, denominator: 10n },
    });
    expect(await sendOnDemo(world.chain, world.wallet.keypair, [tooHigh])).toEqual({ InstructionError: [0, { Custom: 27 }] });
    const remove = removeValidatorFromPoolInstruction({
      programId,
      pool,
      staker: stranger.publicKey.toBase58(),
      withdrawAuthority: withdrawAuthorityOf(programId, pool),
      validatorList,
      validatorStake,
      transientStake: transientStakeAddressOf(programId, DEMO_VOTE_ACCOUNT, pool, 0n),
    });
    expect(await sendOnDemo(world.chain, stranger, [remove])).toEqual({ InstructionError: [0, { Custom: 21 }] });
    const take = transferCheckedInstruction({
      source: managerFee,
      mint,
      destination: managerFee,
      owner: stranger.publicKey.toBase58(),
      amount: 1n,
      decimals: 9,
      tokenProgram: PROGRAMS.token,
    });
    expect(await sendOnDemo(world.chain, stranger, [take])).toEqual({ InstructionError: [0, { Custom: 4 }] });
    // A stale pool takes no fee change that waits for an epoch.
    advanceDemoEpoch(world.chain);
    const stale = setFeeInstruction({
      programId,
      pool,
      manager: world.wallet.address,
      fee: 'epoch',
      value: { numerator: 1n, denominator: 100n },
    });
    expect(await sendOnDemo(world.chain, world.wallet.keypair, [stale])).toEqual({ InstructionError: [0, { Custom: 17 }] });
    expect(decodeStakePool((await world.rpc.getMultipleAccounts([pool])).accounts[0]!.data).nextEpochFee).toBeNull();
  });
});
