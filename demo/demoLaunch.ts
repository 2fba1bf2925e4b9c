import type { LstEntry } from '../widget/core/lst/lst';
import { PROGRAMS } from '../widget/core/guard/programs';
import { POOL_PROGRAMS } from '../widget/core/stakePool/poolPrograms';
import { isWalletAddress, type DemoRawAccount } from './demoAccounts';
import {
  allocateWithSeed,
  createAccountWithSeed,
  runLaunchPoolInstruction,
  stakeInitialize,
  tokenInitialize,
  type LaunchLedger,
} from './demoLaunchPrograms';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import { runPoolIncreaseInstruction } from './demoPoolIncreaseProgram';
import { runPoolManageInstruction, transferChecked } from './demoPoolManageProgram';
import type { DemoPool } from './demoPools';
import { launchedEntries } from './launchedPools';
import { launchSeededAddresses, launchWorldAccounts } from './launchAccounts';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { DEMO_MINIMUM_DELEGATION } from './stakePoolAccounts';

/**
 * What lets the demo chain run launches: the launch's programs (and a team's own for its live pool:
 * demoPoolManageProgram), the accounts a launch reads there (the Rent sysvar, the demo's validators),
 * the addresses a wallet's launch will create, and the launched pools as the list names them. A plug-in rather than part of the chain, so the try-it script (the
 * stake card alone, in one file under a byte budget) carries none of it; the site's demo plugs it in.
 */
export interface DemoLaunch {
  /** The Stake program's minimum delegation, as getStakeMinimumDelegation answers. */
  minimumDelegation: bigint;
  /** Runs one instruction if it is a launch's; null for any the rest of the chain runs. */
  run(
    program: string,
    accounts: readonly InstructionAccount[],
    data: Uint8Array,
    ledger: Omit<LaunchLedger, 'minimumDelegation'>,
  ): PoolInstructionResult | null;
  /** The accounts the chain starts with for launches. */
  accounts(): [string, DemoRawAccount][];
  /** Adds to `vacant` the addresses the launch of each wallet among `addresses` creates by seed: nothing is there until it does. */
  vacate(vacant: Set<string>, addresses: readonly string[]): void;
  /** The launched pools among the chain's `pools`, as LST list entries (named by their metadata among `accounts`). */
  listed(pools: Iterable<DemoPool>, accounts: ReadonlyMap<string, DemoRawAccount>): LstEntry[];
}

const u32At = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);

export { DEMO_MINIMUM_DELEGATION };

export const demoLaunch: DemoLaunch = {
  minimumDelegation: DEMO_MINIMUM_DELEGATION,
  run(program, accounts, data, chainLedger) {
    const ledger = { ...chainLedger, minimumDelegation: DEMO_MINIMUM_DELEGATION };
    if (program === PROGRAMS.system && data.length >= 4 && u32At(data, 0) === 3) return createAccountWithSeed(accounts, data, ledger);
    if (program === PROGRAMS.system && data.length >= 4 && u32At(data, 0) === 9) return allocateWithSeed(accounts, data, ledger);
    if (program === STAKE_PROGRAM) return stakeInitialize(accounts, data, ledger);
    if (program === PROGRAMS.token || program === PROGRAMS.token2022) {
      return tokenInitialize(program, accounts, data, ledger) ?? transferChecked(accounts, data, ledger);
    }
    if (POOL_PROGRAMS.includes(program)) {
      return (
        runLaunchPoolInstruction(program, accounts, data, ledger) ??
        runPoolManageInstruction(program, accounts, data, ledger) ??
        runPoolIncreaseInstruction(program, accounts, data, ledger)
      );
    }
    return null;
  },
  accounts: launchWorldAccounts,
  vacate(vacant, addresses) {
    for (const address of addresses) {
      if (vacant.has(address) || !isWalletAddress(address)) continue;
      for (const seeded of launchSeededAddresses(address)) vacant.add(seeded);
    }
  },
  listed: launchedEntries,
};
