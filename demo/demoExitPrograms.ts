import { PROGRAMS } from '../widget/core/guard/programs';
import { exitStakeSeeds } from '../widget/core/stakePool/exitStakeSeed';
import { POOL_PROGRAMS } from '../widget/core/stakePool/poolPrograms';
import { allocateWithSeed, createAccountWithSeed } from './demoLaunchPrograms';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import { runPoolExitInstruction, type ExitLedger } from './demoPoolExitProgram';
import { runPoolUpdateInstruction } from './demoPoolUpdateProgram';
import { runPoolDepositStakeInstruction } from './demoPoolDepositStakeProgram';
import { runStakeExitInstruction } from './demoStakeProgram';
import { addressWithSeed } from './launchAccounts';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';

/**
 * The instructions of a staker's way out, as the demo chain runs them: the System program's
 * `CreateAccountWithSeed` and `AllocateWithSeed` (the new stake account, the launch's own model of
 * them; the card's exit makes it with a top-up and `AllocateWithSeed`), the pool's
 * withdrawals and its update pair (which goes in front of an exit from a stale pool), and the Stake
 * program's `Deactivate`, `Withdraw` and `Authorize`; and the way back in with a stake account (the
 * pool's `DepositStake`, demoPoolDepositStakeProgram.ts). Part of every demo chain (the
 * try-it script's too): the card's Unstake tab needs them wherever it stakes.
 */
export function runExitInstruction(
  program: string,
  accounts: readonly InstructionAccount[],
  data: Uint8Array,
  ledger: ExitLedger,
): PoolInstructionResult | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (program === PROGRAMS.system && data.length >= 4 && view.getUint32(0, true) === 3)
    return createAccountWithSeed(accounts, data, ledger);
  // The card's exit tops the seeded address up to its rent (the chain's Transfer) and allocates it with the seed.
  if (program === PROGRAMS.system && data.length >= 4 && view.getUint32(0, true) === 9) return allocateWithSeed(accounts, data, ledger);
  if (program === STAKE_PROGRAM) return runStakeExitInstruction(accounts, data, ledger);
  if (POOL_PROGRAMS.includes(program)) {
    return (
      runPoolExitInstruction(program, accounts, data, ledger) ??
      runPoolUpdateInstruction(program, accounts, data, ledger) ??
      runPoolDepositStakeInstruction(program, accounts, data, ledger)
    );
  }
  return null;
}

/**
 * The addresses of `wallet`'s exit stake accounts of each of `pools` (the card's seeds): the demo
 * says every wallet-like address holds 100 SOL, and a seeded address is on the curve half the time,
 * so these are marked vacant: nothing is there until the wallet's exit creates it.
 */
export function exitSeededAddresses(wallet: string, pools: Iterable<string>): string[] {
  return [...pools].flatMap((pool) => exitStakeSeeds(pool).map((seed) => addressWithSeed(wallet, seed, STAKE_PROGRAM)));
}
