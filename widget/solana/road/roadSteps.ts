/** What the road reports as it goes, for a runner to show in its own states. */
export interface RoadSteps {
  /** The wallet is asked to sign. */
  signing(): void;
  /** Signed and checked, on its way: from here only the RPC's word ends it. */
  sending(signature: string): void;
  /** The first send is done, whatever its answer. */
  sent?(signature: string): void;
  /** Whether the RPC is failing to answer status lookups right now; tracking goes on. */
  trouble(signature: string, trouble: boolean): void;
}

/** The states of a run that shows the road as it is: the stake's, the unstake's and a stake-account action's. */
export type RoadPhase =
  { phase: 'awaiting-signature' } | { phase: 'sending'; signature: string } | { phase: 'confirming'; signature: string; trouble: boolean };

/** The road's steps as those states. */
export function roadPhases(move: (state: RoadPhase) => void): RoadSteps {
  return {
    signing: () => move({ phase: 'awaiting-signature' }),
    sending: (signature) => move({ phase: 'sending', signature }),
    sent: (signature) => move({ phase: 'confirming', signature, trouble: false }),
    trouble: (signature, trouble) => move({ phase: 'confirming', signature, trouble }),
  };
}
