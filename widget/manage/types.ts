import type { Said } from '../core/texts/said';
import type { ApyNotKnown } from '../core/stakePool/poolApy';
import type { Fee } from '../core/stakePool/stakePool';
import type { RpcClient } from '../api/rpcClient';
import type { LaunchIo } from '../launch/runLaunch';

/**
 * "Your pool": what a team sees of its live pool, and the actions it takes on it from its own wallet.
 * The page (site/pages/YourPoolPage) reads through these types only; the widget/manage chunk fills
 * them from the chain. Amounts are exact (lamports, the pool token's base units), never numbers.
 */

/** A fee as the pool charges it now, and the change the program will apply, if one is waiting. */
export interface ManagedFee {
  now: Fee;
  /** A change set with SetFee that the program applies at an epoch boundary (epoch and withdrawal fees). */
  next: { fee: Fee; fromEpoch: bigint } | null;
}

/** The fees a team can change, by the program's `FeeType` names. */
export type ManagedFeeKind = 'epoch' | 'solDeposit' | 'stakeDeposit' | 'solWithdrawal' | 'stakeWithdrawal';

export interface ManagedValidator {
  vote: string;
  /** The pool's stake account for it (active stake plus its rent). */
  stakeAccount: string;
  activeLamports: bigint;
  transientLamports: bigint;
  /** The validator list's status: removal is a two-epoch affair on the program's side. */
  status: 'active' | 'deactivating-transient' | 'ready-for-removal' | 'deactivating-validator' | 'deactivating-all';
  lastUpdateEpoch: bigint;
}

export interface ManagedPool {
  address: string;
  programId: string;
  mint: string;
  /** The token's symbol as its metadata gives it (sanitised), or null when it has none. */
  symbol: string | null;
  manager: string;
  /** Whether the connected wallet is the pool's manager: only then may it change a fee. */
  walletIsManager: boolean;
  /** Whether the connected wallet is the pool's staker: only then may it add or remove a validator (a launch makes the manager its staker). */
  walletIsStaker: boolean;
  /** The pool token's decimals, as its mint says. */
  decimals: number;
  epoch: bigint;
  lastUpdateEpoch: bigint;
  /** The pool has not been updated for this epoch: it takes no deposit until it is. */
  needsUpdate: boolean;
  /** All the SOL the pool holds, as of its last update. */
  totalLamports: bigint;
  /** What the reserve holds beyond its rent: what a new validator's delegation is taken from. */
  reserveSpendableLamports: bigint;
  poolTokenSupply: bigint;
  /** The pool's APY from its last epoch's rate change, or null with why in `apyNotKnown`. */
  apy: number | null;
  /** Why there is no APY: no epoch behind it yet, not updated this epoch, no growth, and so on (the cards' reasons). */
  apyNotKnown: ApyNotKnown | null;
  /** The tokens stakers hold: the supply less the team's fee account. */
  stakersTokens: bigint;
  fees: Record<ManagedFeeKind, ManagedFee>;
  /** The team's harvest: the fee account's tokens and what they are worth in SOL at the pool's rate. */
  harvest: {
    feeAccount: string;
    tokens: bigint;
    lamports: bigint;
    /** The connected wallet owns the fee account: only it may move the harvest. */
    walletOwnsFee: boolean;
    /**
     * The fee account is the wallet's own associated token account (as the command-line tool makes it):
     * the harvest is already where the card's Unstake finds it, and there is nothing to move.
     */
    inWallet: boolean;
  };
  validators: ManagedValidator[];
  /** The most validators the list holds. */
  maxValidators: number;
  /** What adding a validator moves from the reserve: the Stake program's minimum delegation (at least the pool's floor) and the stake account's rent. */
  validatorStakeLamports: bigint;
}

export type PoolAction =
  | { kind: 'update' }
  | { kind: 'add-validator'; vote: string }
  | { kind: 'remove-validator'; vote: string }
  | { kind: 'set-fee'; fee: ManagedFeeKind; value: Fee }
  /**
   * Moves the fee account's tokens into the wallet's own associated token account, where the card's
   * Unstake (which counts only that account) takes them out by any way out.
   */
  | { kind: 'harvest' }
  /** Moves `lamports` of the reserve's free SOL to the validator `vote`'s stake: it activates at the next epoch. */
  | { kind: 'stake-reserve'; vote: string; lamports: bigint };

/** One transaction of an action's plan, as the page shows it before anything is signed. */
export interface PoolActionStep {
  number: number;
  /** What it does, in a team's words. */
  title: Said;
  /** The most network fee it pays, in lamports. */
  fee: bigint;
  /** Lamports the wallet puts into accounts (rent), if any. */
  spend: bigint;
}

export interface PoolActionPlan {
  action: PoolAction;
  steps: PoolActionStep[];
  /** A line for the plan's summary: "You will sign 2 transactions; …". */
  summary: Said;
  /** When the action takes effect, when it is not at once (a fee change: "from epoch 812"). */
  takesEffect: Said | null;
}

export type PoolActionState =
  | { phase: 'reading' }
  | { phase: 'checking' | 'awaiting-signature'; plan: PoolActionPlan; step: PoolActionStep }
  | { phase: 'confirming'; plan: PoolActionPlan; step: PoolActionStep; signature: string; trouble: boolean }
  | { phase: 'done'; plan: PoolActionPlan; signatures: string[] }
  | { phase: 'cancelled'; message: Said; signatures: string[] }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string; signatures: string[] };

/** The chunk's I/O, as the launch's: the cluster's RPC and the wallet's signature. */
export type ManageIo = LaunchIo;

/**
 * What `import('widget/manage')` gives the page. Every function is a promise that never rejects for a
 * refusal: a pool that cannot be read or an action that cannot be planned comes back as `{ refusal }`.
 */
export interface ManageChunk {
  /** The pool the wallet launched here (found by the launch's seeds), or null when it launched none; rejects when the RPC fails (the page says the pool could not be read). */
  findLaunchedPool(rpc: RpcClient, wallet: string, signal?: AbortSignal): Promise<string | null>;
  /** Any stake pool by address, read whole; `wallet` (when connected) decides `walletIsManager`. */
  readManagedPool(rpc: RpcClient, pool: string, wallet: string | null, signal?: AbortSignal): Promise<ManagedPool | { refusal: Said }>;
  /** The plan for an action as the chain stands now, or why it cannot be taken (in a team's words). */
  planPoolAction(
    io: ManageIo,
    pool: string,
    wallet: string,
    action: PoolAction,
    signal?: AbortSignal,
  ): Promise<PoolActionPlan | { refusal: Said }>;
  /**
   * Runs the action down the one road, each transaction guarded with the launch's complete accounting;
   * re-reads the chain before each transaction, so a run after a rejected prompt or a reload continues
   * where the last stopped and never sends a landed transaction twice. Never throws.
   */
  runPoolAction(
    io: ManageIo,
    request: { pool: string; wallet: string; action: PoolAction },
    move: (state: PoolActionState) => void,
    signal: AbortSignal,
  ): Promise<PoolActionState>;
}
