import { useMemo } from 'react';
import { parseDisplayMode, parseLauncherPosition } from '../core/config/displayMode';
import { parseWalletButtonMode } from '../core/wallet/walletButtonMode';
import type { Explorer } from '../core/config/explorer';
import type { Theme } from '../core/config/theme';
import { StakeCard } from '../react/StakeCard';
import { ElementRoot, type ConfigAttributes, type TextAttributes } from './ElementRoot';
import { stakeEvents } from './stakeEvents';

export interface LstStakeElementProps extends ConfigAttributes, TextAttributes {
  container?: HTMLElement;
  mint?: string;
  pool?: string;
  walletButton?: string;
  amount?: string;
  fixedAmount?: string;
  referrer?: string;
  maxFeeBps?: string;
  maxEpochFeeBps?: string;
  display?: string;
  position?: string;
  actions?: string;
  explorer?: string;
  theme?: string;
}

/** An attribute's number, or undefined when it is not set; what it is worth is the card's to judge. */
const numberAttribute = (text: string | undefined) => (text?.trim() ? Number(text) : undefined);

/** `<lst-stake mint="...">`: the staking card in its own shadow root; outcomes become DOM events. */
export function LstStakeElement({
  container,
  mint = '',
  pool,
  walletButton,
  amount,
  fixedAmount,
  referrer,
  maxFeeBps,
  maxEpochFeeBps,
  display,
  position,
  actions,
  explorer,
  theme,
  ...attributes
}: LstStakeElementProps) {
  const events = useMemo(() => stakeEvents(container), [container]);
  return (
    <ElementRoot container={container} attributes={attributes}>
      {/* A new mint is a new card: no amount, quote or outcome carries over. */}
      <StakeCard
        key={mint}
        mint={mint.trim()}
        pool={pool?.trim() || undefined}
        walletButton={parseWalletButtonMode(walletButton)}
        amount={amount}
        fixedAmount={fixedAmount}
        referrer={referrer?.trim() || undefined}
        maxFeeBps={numberAttribute(maxFeeBps)}
        maxEpochFeeBps={numberAttribute(maxEpochFeeBps)}
        display={parseDisplayMode(display)}
        position={parseLauncherPosition(position)}
        actions={actions}
        explorer={explorer as Explorer}
        theme={theme as Theme}
        {...events}
      />
    </ElementRoot>
  );
}
