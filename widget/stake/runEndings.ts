import { sayRun } from '../core/texts/runEnglish';
import type { Said } from '../core/texts/said';
import { serviceFailure, type RoadStop } from '../solana/road/roadEnd';
import type { StakeState } from './stakeFlow';

/** How a run ends, as the runner words it. */
export interface RunEnds {
  end(state: StakeState): StakeState;
  failed(message: Said, detail?: Said | string): StakeState;
  cancelled(): StakeState;
  serviceFailed(error: unknown, message: Said, detail?: Said): StakeState;
  /** The road stopped short of a landed transaction: its failure, the staker's no in their wallet, or a run gone. */
  roadStopped(stop: RoadStop): StakeState;
  walletChanged(): boolean;
}

/**
 * The endings a stake or an unstake run shares: each one is reported, then returned. A wallet that
 * changed (or a stopped run) cancels; a service that refused our key names the setting to mend,
 * else the run's own message shows with the error under it. `cancelledInWallet`: the staker said no
 * in their wallet.
 */
export function runEndings(
  move: (state: StakeState) => void,
  signal: AbortSignal,
  stillTheWallet: () => boolean,
  cancelledInWallet: Said,
): RunEnds {
  const end = (state: StakeState) => {
    move(state);
    return state;
  };
  const cancelled = () => end({ phase: 'cancelled', message: sayRun('walletChanged') });
  return {
    end,
    failed: (message, detail) => end({ phase: 'failed', message, detail }),
    walletChanged: () => signal.aborted || !stillTheWallet(),
    cancelled,
    serviceFailed: (error, message, detail) => end({ phase: 'failed', ...serviceFailure(error, message, detail) }),
    roadStopped(stop) {
      if ('gone' in stop) return cancelled();
      if ('cancelled' in stop) return end({ phase: 'cancelled', message: cancelledInWallet });
      return end({ phase: 'failed', ...stop.failed });
    },
  };
}
