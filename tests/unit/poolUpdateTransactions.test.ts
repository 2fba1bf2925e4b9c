import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTION_BYTES } from '../../widget/core/amount/stakeLimits';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import type { StakePool } from '../../widget/core/stakePool/stakePool';
import type { ValidatorEntry, ValidatorList } from '../../widget/core/stakePool/validatorList';
import { updateTransactions, UPDATE_VALIDATORS_PER_TRANSACTION } from '../../widget/solana/poolUpdateInstructions';
import { ownTransactionSize } from '../../widget/solana/road/ownTransaction';

const key = () => Keypair.generate().publicKey.toBase58();
const EPOCH = 900n;
const pool = (lastUpdateEpoch: bigint) =>
  ({
    address: key(),
    validatorList: key(),
    reserveStake: key(),
    managerFeeAccount: key(),
    poolMint: key(),
    tokenProgramId: PROGRAMS.token,
    lastUpdateEpoch,
  }) as StakePool & { address: string };
const entry = (lastUpdateEpoch: bigint): ValidatorEntry => ({
  activeStakeLamports: 1n,
  transientStakeLamports: 0n,
  lastUpdateEpoch,
  transientSeedSuffix: 0n,
  validatorSeedSuffix: 0,
  status: 'active',
  voteAccount: key(),
});
const list = (epochs: bigint[]): ValidatorList => ({ maxValidators: 1000, validators: epochs.map(entry) });

describe("a pool's whole update, as transactions", () => {
  it.each([1, 2, 5, 6, 12, 100])('%i validators: parts of five at most, then the totals; every transaction within a packet', (count) => {
    const payer = key();
    const transactions = updateTransactions(POOL_PROGRAM_IDS.Spl, pool(EPOCH - 1n), list(Array(count).fill(EPOCH - 1n)), EPOCH, payer);
    const parts = Math.ceil(count / UPDATE_VALIDATORS_PER_TRANSACTION);
    // A list of one part goes in front of the totals: one transaction.
    expect(transactions).toHaveLength(parts === 1 ? 1 : parts + 1);
    for (const { instructions } of transactions)
      expect(ownTransactionSize({ payer, instructions })).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    if (parts > 1) {
      expect(transactions.filter((transaction) => transaction.kind === 'validators').map((part) => [part.from, part.to])).toEqual(
        Array.from({ length: parts }, (_, index) => [index * 5, Math.min(index * 5 + 5, count)]),
      );
    }
    expect(transactions.at(-1)!.kind).toBe('pool');
  });

  it('a run that stopped halfway continues: parts already updated this epoch are skipped, and an updated pool needs nothing', () => {
    const payer = key();
    const halfway = list([...Array(5).fill(EPOCH), ...Array(3).fill(EPOCH - 1n)]);
    const rest = updateTransactions(POOL_PROGRAM_IDS.Spl, pool(EPOCH - 1n), halfway, EPOCH, payer);
    expect(rest.map((transaction) => transaction.kind)).toEqual(['validators', 'pool']);
    expect(rest[0]).toMatchObject({ from: 5, to: 8 });
    expect(updateTransactions(POOL_PROGRAM_IDS.Spl, pool(EPOCH), list(Array(8).fill(EPOCH)), EPOCH, payer)).toEqual([]);
  });
});
