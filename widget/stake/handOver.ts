/** A way in or out prepared for the wallet, or how the run would end with it; `handOver`: the next may still serve. */
export type Prepared<Ready, End> = { ready: Ready } | { stop: () => End; handOver: boolean };

/**
 * Prepares the candidates in order until one is ready, for a stake and an unstake alike: one refused
 * (or whose service failed) hands over to the next; one that cannot hand over (the wallet changed)
 * ends the run. When none serves, the run ends as the first one did (`none`: there was no candidate).
 */
export async function firstReady<Candidate, Ready, End>(
  candidates: readonly Candidate[],
  prepare: (candidate: Candidate) => Promise<Prepared<Ready, End>>,
  none: () => End,
): Promise<{ ready: Ready } | { end: End }> {
  let firstStop: (() => End) | null = null;
  for (const candidate of candidates) {
    const prepared = await prepare(candidate);
    if ('ready' in prepared) return prepared;
    firstStop ??= prepared.stop;
    if (!prepared.handOver) return { end: prepared.stop() };
  }
  return { end: (firstStop ?? none)() };
}
