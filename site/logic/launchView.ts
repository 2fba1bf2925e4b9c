import type { LaunchPlan, LaunchState, LaunchTerms } from '../../widget/launch';

/** What the team asked for with "Create on Solana": the terms, and the spec's fields that stay off chain. */
export interface LaunchRequest {
  id: number;
  terms: LaunchTerms;
  sellerFeeBasisPoints: string;
  creators: string;
  originTokenAddress: string;
}

/** What the launch panel shows: worked out by LaunchOnSolana from the page's wallet and the chain, drawn by LaunchPanel. */
export type LaunchView =
  | { kind: 'no-wallet' }
  | { kind: 'planning' }
  | { kind: 'refused'; words: string }
  | { kind: 'plan'; plan: LaunchPlan; wallet: string }
  /** `landed`: the kinds of the steps confirmed so far in this run, for the stepper's ticks. */
  | { kind: 'running'; plan: LaunchPlan; state: LaunchState; landed: string[] };
