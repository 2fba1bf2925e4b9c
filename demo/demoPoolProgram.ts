import { PROGRAMS } from '../widget/core/guard/programs';
import { depositOutcome } from '../widget/stake/routes/deposit/depositArithmetic';
import type { DemoTokenAccount } from './demoAccounts';
import type { DemoPool } from './demoPools';
import { poolError, refuse, type PoolInstructionResult } from './demoProgramErrors';

/**
 * The stake pool program's `DepositSol` as the demo chain runs it: the program's checks in the
 * program's order, each refusal with the program's error, then its arithmetic (the widget's pure
 * `depositOutcome`, which the litesvm tests hold to the real program): the lamports into the reserve,
 * pool tokens minted to the staker, the manager fee account and the referrer, and the pool's totals.
 */

export type { InstructionFault, PoolInstructionResult } from './demoProgramErrors';

/** The Token program's `MintMismatch`, and the System program's `ResultWithNegativeLamports`. */
const TOKEN_MINT_MISMATCH = 3;
const SYSTEM_NOT_ENOUGH_LAMPORTS = 1;
/** The program's instruction numbers for `DepositSol` and `DepositSolWithSlippage` (the widget's). */
const DEPOSIT_SOL = 14;
const DEPOSIT_SOL_WITH_SLIPPAGE = 25;

export interface InstructionAccount {
  address: string;
  signer: boolean;
  writable: boolean;
}

export interface PoolInstruction {
  programId: string;
  accounts: readonly InstructionAccount[];
  data: Uint8Array;
}

type Account = InstructionAccount;
/** DepositSol's ten accounts, and the SOL deposit authority after them when the pool has one. */
type DepositSolAccounts = readonly [Account, Account, Account, Account, Account, Account, Account, Account, Account, Account, ...Account[]];

export interface PoolLedger {
  /** The pools as the chain holds them: a deposit updates its pool's totals here. */
  pools: Map<string, DemoPool>;
  tokens: Map<string, DemoTokenAccount>;
  /** The pool as the program reads it (with the demo's pool fault, if any). */
  serve(pool: DemoPool): DemoPool;
  epoch: bigint;
  lamports(address: string): bigint;
  addLamports(address: string, delta: bigint): void;
}

/** Runs one instruction of a stake pool program; only `DepositSol` and `DepositSolWithSlippage` are known here. */
export function runPoolInstruction({ programId, accounts, data }: PoolInstruction, ledger: PoolLedger): PoolInstructionResult {
  const withMinimum = data[0] === DEPOSIT_SOL_WITH_SLIPPAGE && data.length === 17;
  if (!withMinimum && !(data[0] === DEPOSIT_SOL && data.length === 9))
    return refuse('InvalidInstructionData', 'the demo chain runs DepositSol and DepositSolWithSlippage only');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const lamports = view.getBigUint64(1, true);
  const minimumPoolTokens = withMinimum ? view.getBigUint64(9, true) : null;
  if (accounts.length < 10) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  // The program's account order (see the widget's depositSolInstruction); a SOL deposit authority last, when the pool has one.
  const [poolAccount, withdrawAuthority, reserve, staker, stakerTokens, managerFee, referrerTokens, mint, system, tokenProgram] =
    accounts as DepositSolAccounts;
  const depositAuthority = accounts[10];

  const held = ledger.pools.get(poolAccount.address);
  if (!held || ledger.serve(held).owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const pool = ledger.serve(held);
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (pool.solDepositAuthority !== null) {
    if (!depositAuthority) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
    if (depositAuthority.address !== pool.solDepositAuthority) return poolError('InvalidSolDepositAuthority');
    if (!depositAuthority.signer) return poolError('SignatureMissing');
  }
  if (mint.address !== pool.poolMint) return poolError('WrongPoolMint');
  if (reserve.address !== pool.reserveStake) return poolError('InvalidProgramAddress');
  if (tokenProgram.address !== pool.tokenProgramId || system.address !== PROGRAMS.system) {
    return refuse('IncorrectProgramId', 'IncorrectProgramId');
  }
  if (managerFee.address !== pool.managerFeeAccount) return poolError('InvalidFeeAccount');
  // The program: deposits only at a rate brought up to date this epoch.
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');

  // Minted separately, as the program does: the staker's share, the manager's, the referrer's.
  const outcome = depositOutcome(pool, lamports, { referrerIsStaker: false });
  if (!outcome.ok) return poolError(outcome.refusal === 'too-small' ? 'DepositTooSmall' : 'CalculationFailure');
  // The program compares its `pool_tokens_user` (the staker's part, before any referral share) with the minimum.
  if (minimumPoolTokens !== null && outcome.stakerPart < minimumPoolTokens) return poolError('ExceededSlippage');
  const written = [poolAccount, reserve, staker, stakerTokens, managerFee, referrerTokens, mint];
  if (written.some((account) => !account.writable)) return refuse('ReadonlyDataModified', 'an account it writes is not writable');

  if (!staker.signer) return refuse('MissingRequiredSignature', 'the staker did not sign');
  if (ledger.lamports(staker.address) < lamports) {
    return refuse({ Custom: SYSTEM_NOT_ENOUGH_LAMPORTS }, `Transfer: insufficient lamports, need ${lamports}`);
  }
  ledger.addLamports(staker.address, -lamports);
  ledger.addLamports(reserve.address, lamports);

  const mints: [string, bigint][] = [
    [stakerTokens.address, outcome.stakerReceives],
    [managerFee.address, outcome.managerReceives],
    [referrerTokens.address, outcome.referrerReceives],
  ];
  for (const [address, amount] of mints) {
    if (amount === 0n) continue;
    const account = ledger.tokens.get(address);
    if (!account || account.program !== pool.tokenProgramId) return refuse('InvalidAccountData', `no token account at ${address}`);
    if (account.mint !== pool.poolMint) return refuse({ Custom: TOKEN_MINT_MISMATCH }, 'MintMismatch');
    account.amount += amount;
  }
  // The pool's own record of what it holds: its rate moves a little with every deposit's rounding.
  held.poolTokenSupply += outcome.newPoolTokens;
  held.totalLamports += lamports;
  return {
    ok: true,
    logs: [
      `Program log: DepositSol: ${lamports} lamports, ${outcome.newPoolTokens} pool tokens (staker ${outcome.stakerReceives}, ` +
        `manager ${outcome.managerReceives}, referrer ${outcome.referrerReceives})`,
    ],
  };
}
