import type { DecodedTransaction } from '../../core/guard/decodedMessage';
import type { Inspection } from '../../core/guard/guardTransaction';
import type { Said } from '../../core/texts/said';

/** Why a transaction will not be signed (a guard may add more, as the stake's guard says whether it is the token's fault). */
export interface Refusal {
  refusal: Said;
}

/**
 * An action's own rules on what the RPC said its transaction would do: a verdict that lets it go, or
 * a refusal. `walletPrograms`: the programs a wallet may add to what it signs, given only when the
 * wallet changed the transaction and the rules run again on the signed bytes.
 */
export type Judge<Verdict> = (inspection: Inspection, walletPrograms?: readonly string[]) => Verdict | Refusal;

/** Whether a verdict is a refusal; narrows the rules' own refusal type. */
export function isRefusal<Verdict>(verdict: Verdict | Refusal): verdict is Extract<Verdict, Refusal> | Refusal {
  return typeof verdict === 'object' && verdict !== null && 'refusal' in verdict;
}

/** A verdict that lets the transaction go. */
export type Passed<Verdict> = Exclude<Verdict, Refusal>;

/** A transaction its rules let go, ready for the wallet: what was checked, and the rules to check a wallet's edits by. */
export interface Checked<Verdict> {
  transaction: DecodedTransaction;
  inspection: Inspection;
  verdict: Passed<Verdict>;
  judge: Judge<Verdict>;
}

/** What the road needs of the run it serves: what else the rules read, and whether the run still stands. */
export interface RoadRun {
  /** Accounts the rules read besides the transaction's own (a mint, the Clock, the staker's token accounts). */
  watch: readonly string[];
  signal?: AbortSignal;
  /** The wallet that asked changed, or the run was stopped: nothing more is checked, signed or sent for it. */
  gone(): boolean;
}
