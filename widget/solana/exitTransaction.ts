import type { PlainInstruction } from '../core/encoding/plainInstruction';
import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';
import { STAKE_ACCOUNT_SIZE } from '../core/stakePool/stakeAccount';
import type { StakePool } from '../core/stakePool/stakePool';
import { seededAccountInstructions } from '../core/stakePool/systemInstructions';
import type { ValidatorList } from '../core/stakePool/validatorList';
import { withdrawSolInstruction, withdrawStakeInstruction } from '../core/stakePool/withdrawInstructions';
import type { OwnTransaction } from './road/ownTransaction';
import { withdrawAuthorityOf } from './poolAddresses';
import { updateInstructions, updateUnitsRoom } from './poolUpdateInstructions';

export type ExitKind =
  | { kind: 'instant' }
  | {
      kind: 'stake';
      /** The validator stake account (or the reserve) the program splits from. */
      splitFrom: string;
      /** The new stake account: createWithSeed(staker, seed, Stake program). */
      newStake: string;
      seed: string;
      /** Its rent, which the staker pays and keeps in it. */
      stakeRent: bigint;
      /**
       * Lamports someone already sent to the address (an empty System account, still the staker's):
       * they count toward its rent. None (or 0): nothing there.
       */
      prefunded?: bigint;
    };

export interface ExitRequest {
  programId: string;
  pool: StakePool & { address: string };
  staker: string;
  /** The staker's pool token account to burn from. */
  stakerTokenAccount: string;
  poolTokens: bigint;
  minimumLamports: bigint;
  exit: ExitKind;
  /** The pool's validator list, when the pool must be updated first (this epoch's update goes in front). */
  updateFirst?: { list: ValidatorList } | null;
}

/**
 * The new stake account at its seeded address, holding its rent: the staker tops the address up to the
 * rent (less what someone sent there first) and `AllocateWithSeed` gives it the Stake program's size
 * and owner. The same shape whether the address is empty or not, so dust sent to it after the check
 * and before the landing cannot make it fail (`seededAccountInstructions`).
 */
function newStakeAccount(staker: string, exit: Extract<ExitKind, { kind: 'stake' }>): PlainInstruction[] {
  const seeded = { payer: staker, address: exit.newStake, seed: exit.seed, space: STAKE_ACCOUNT_SIZE, owner: STAKE_PROGRAM };
  return seededAccountInstructions({ ...seeded, lamports: exit.stakeRent, dust: exit.prefunded ?? 0n });
}

/** The instructions of an exit: the update if asked, then the exit (for a stake account, its creation with a seed first). */
export function exitInstructions(request: ExitRequest): PlainInstruction[] {
  const { programId, pool, staker, exit } = request;
  const withdrawAuthority = withdrawAuthorityOf(programId, pool.address);
  const common = { ...request, withdrawAuthority };
  const update = request.updateFirst ? updateInstructions(programId, pool, request.updateFirst.list) : [];
  if (exit.kind === 'instant') return [...update, withdrawSolInstruction({ ...common, receiver: staker })];
  return [
    ...update,
    ...newStakeAccount(staker, exit),
    withdrawStakeInstruction({ ...common, splitFrom: exit.splitFrom, newStake: exit.newStake, newAuthority: staker }),
  ];
}

/**
 * The exit as one transaction the staker pays for and signs alone; the road sets its compute budget
 * (on litesvm it consumes: instant 22,145 units, stake account 66,422, the update pair for one
 * validator 18,682 more: tests/unit/exitOnLitesvm.test.ts).
 */
export function exitTransaction(request: ExitRequest): OwnTransaction {
  const room = request.updateFirst ? updateUnitsRoom(request.updateFirst.list) : 0;
  return { payer: request.staker, instructions: exitInstructions(request), ...(room ? { unitsRoom: room } : {}) };
}
