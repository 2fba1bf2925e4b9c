import type { StakeWidgetConfig } from '../core/config';
import { runStake } from '../core/runStake';
import type { StakeRequest, StakeState } from '../core/stakeFlow';
import { createStakeDeps, type Prefetched, type SigningWallet } from './createStakeDeps';

/** One stake with the real services: the lazy chunk's entry point for the card. */
export function startStake(
  config: StakeWidgetConfig,
  wallet: SigningWallet,
  prefetched: Prefetched,
  request: StakeRequest,
  onState: (state: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  return runStake(createStakeDeps(config, wallet, prefetched), request, onState, signal);
}
