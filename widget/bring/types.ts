import type { Said } from '../core/texts/said';

/**
 * Bring your stake (issue 39): a staker's own stake account deposited into the project's pool, for its
 * token, with no unstaking. These are the shapes the framework-free code (`widget/bring`, a lazy chunk)
 * hands to the card, which says them in words (`NotDepositable` is a code, not a sentence: the card's
 * lazy texts word it, in four languages).
 */

/** Where a stake account in the list came from: the wallet's own (found by withdrawer), the card's exit stake accounts, or an address the staker pasted. */
export type StakeSource = 'wallet' | 'exit' | 'pasted';

/** A stake account's state as a staker reads it. `locked`: a lockup is in force (whatever its delegation). */
export type StakeState = 'active' | 'activating' | 'deactivating' | 'inactive' | 'locked';

/** Why a stake account cannot go into this pool now; the card words each one. */
export type NotDepositable =
  /** Still warming up: the pool takes it from `fromEpoch`. */
  | { code: 'activating'; fromEpoch: bigint }
  | { code: 'deactivating' }
  /** Not delegated, or fully deactivated: it holds SOL, not stake. */
  | { code: 'inactive' }
  /**
   * A lockup in force, until an epoch or a time (unix seconds), whichever it has (at least one: a lockup
   * that has passed is no bar, the Stake program merges such a stake).
   */
  | { code: 'locked'; untilEpoch: bigint | null; untilUnixTimestamp: bigint | null }
  /** Delegated to a validator the pool's list does not hold (or holds, but not as active). */
  | { code: 'not-in-pool'; voter: string }
  /** The pool takes stake only on its preferred validator. */
  | { code: 'preferred-only'; voter: string }
  /** Its withdrawer is not this wallet: not the wallet's to authorize (the withdrawer may authorize both roles, whoever the staker is). */
  | { code: 'not-yours' }
  /** The address holds no stake account (a pasted address). */
  | { code: 'not-stake-account' }
  /** The pool has its own stake deposit authority: it takes no public stake deposit. */
  | { code: 'pool-private' }
  /** What the pool charges whoever holds its token (a withdrawal fee, its share of rewards, now or scheduled) is above the card's caps: refused for every way in, in the guard's words. */
  | { code: 'token-refused'; said: Said }
  /** The pool's stake deposit fee (or SOL deposit fee on the rent part) is above the card's cap. */
  | { code: 'fee-over-cap'; percent: string }
  /** The pool's arithmetic gives no token for it. */
  | { code: 'too-small' };

/** The exact result of depositing one stake account, by the pool's own arithmetic; the program refuses less. */
export interface StakeDepositPreview {
  /** The stake account's whole balance, in lamports. */
  lamports: bigint;
  /** Of it, the delegated stake (the pool's stake deposit fee applies); the rest (its rent, anything undelegated) pays the SOL deposit fee. */
  stakeLamports: bigint;
  /**
   * The LST the staker receives, in base units: the figure shown, and the least the guard lets the
   * simulation give them. Their own part, plus the referral share when it comes back to them (no
   * referrer takes it: the deposit names their own account as the referrer's).
   */
  lstOut: bigint;
  /** `DepositStakeWithSlippage`'s minimum: the staker's own part, which is what the program holds to it. */
  programMinimum: bigint;
  /**
   * The pool's fees on this deposit, in the LST's base units; `referral`: the part of them that goes to
   * the embedder's referrer; `back`: the part that comes back to the staker instead (no usable referrer),
   * counted in `lstOut`. One of the two is 0.
   */
  fees: { stake: bigint; sol: bigint; referral: bigint; back: bigint };
}

export interface BringableStakeAccount {
  address: string;
  lamports: bigint;
  /** The vote account it is delegated to (null when not delegated), and the name the LST list gives it, if any. */
  voter: string | null;
  validatorName: string | null;
  state: StakeState;
  source: StakeSource;
  verdict: { depositable: true; preview: StakeDepositPreview } | { depositable: false; why: NotDepositable };
}

export interface BringableStakeAccounts {
  accounts: BringableStakeAccount[];
  /** `listed`: the RPC served the wallet's stake accounts; `refused`: it refused or rationed the search, so the card offers pasting an address. */
  listing: 'listed' | 'refused';
  /** The pool takes no stake account at all, and why (`pool-private`, `token-refused`, `fee-over-cap`): then no account is depositable. */
  poolRefuses: NotDepositable | null;
  /** What a deposit costs the wallet in SOL besides the network fee, read with the accounts: see `WalletForDeposit`. */
  wallet: WalletForDeposit;
}

/** The wallet as a deposit finds it: its SOL, and the rent of the LST account the deposit opens (null: the staker has it). */
export interface WalletForDeposit {
  lamports: bigint;
  opensAccount: bigint | null;
}

/** How a deposit of a stake account ends, or where it is; never thrown. */
export type StakeDepositState =
  | { phase: 'checking' }
  | { phase: 'awaiting-signature' }
  | { phase: 'sending'; signature: string }
  | { phase: 'confirming'; signature: string; trouble: boolean }
  /**
   * `lstGained`: the LST that arrived, as the confirmed transaction's balances say (`received`; null when
   * the RPC could not say), else as the checked simulation of the signed bytes showed it (`simulated`):
   * at least the preview's figure.
   */
  | { phase: 'done'; signature: string; lstGained: bigint; simulated: bigint; received: bigint | null }
  | { phase: 'cancelled'; message: Said }
  | { phase: 'failed'; message: Said; detail?: Said | string; signature?: string };
