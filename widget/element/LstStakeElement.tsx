import type { StakeCancelDetail, StakeFailureDetail, StakeSuccessDetail } from '../react/StakeCard';
import { StakeCard } from '../react/StakeCard';
import { ElementRoot, type ConfigAttributes } from './ElementRoot';

export interface LstStakeElementProps extends ConfigAttributes {
  container?: HTMLElement;
  mint?: string;
  walletButton?: string;
  onStakeSuccess?: (detail: StakeSuccessDetail) => void;
  onStakeFailure?: (detail: StakeFailureDetail) => void;
  onStakeCancel?: (detail: StakeCancelDetail) => void;
}

const WALLET_BUTTON_MODES = ['auto', 'show', 'hide'] as const;

/** `<lst-stake mint="...">`: the staking card in its own shadow root. */
export function LstStakeElement({ container, mint = '', walletButton, onStakeSuccess, onStakeFailure, onStakeCancel, ...attributes }: LstStakeElementProps) {
  const mode = WALLET_BUTTON_MODES.find((value) => value === walletButton) ?? 'auto';
  return (
    <ElementRoot container={container} attributes={attributes}>
      {/* A new mint is a new card: no amount, quote or outcome carries over. */}
      <StakeCard
        key={mint}
        mint={mint.trim()}
        walletButton={mode}
        onStakeSuccess={onStakeSuccess}
        onStakeFailure={onStakeFailure}
        onStakeCancel={onStakeCancel}
      />
    </ElementRoot>
  );
}
