import type { StakeCancelDetail, StakeFailureDetail, StakeSuccessDetail } from '../react/StakeCard';
import { parseWalletButtonMode } from '../core/walletButtonMode';
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

/** `<lst-stake mint="...">`: the staking card in its own shadow root. */
export function LstStakeElement({ container, mint = '', walletButton, onStakeSuccess, onStakeFailure, onStakeCancel, ...attributes }: LstStakeElementProps) {
  return (
    <ElementRoot container={container} attributes={attributes}>
      {/* A new mint is a new card: no amount, quote or outcome carries over. */}
      <StakeCard
        key={mint}
        mint={mint.trim()}
        walletButton={parseWalletButtonMode(walletButton)}
        onStakeSuccess={onStakeSuccess}
        onStakeFailure={onStakeFailure}
        onStakeCancel={onStakeCancel}
      />
    </ElementRoot>
  );
}
