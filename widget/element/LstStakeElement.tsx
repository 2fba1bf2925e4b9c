import { useMemo } from 'react';
import { parseDisplayMode, parseLauncherPosition } from '../core/config/displayMode';
import { parseFeeCap } from '../core/guard/feeCaps';
import { parseWalletButtonMode } from '../core/wallet/walletButtonMode';
import { StakeCard } from '../react/StakeCard';
import { ElementRoot, type ConfigAttributes, type TextAttributes } from './ElementRoot';
import { stakeEvents } from './stakeEvents';

export interface LstStakeElementProps extends ConfigAttributes, TextAttributes {
  container?: HTMLElement;
  mint?: string;
  walletButton?: string;
  amount?: string;
  fixedAmount?: string;
  referrer?: string;
  maxFeeBps?: string;
  maxEpochFeeBps?: string;
  display?: string;
  position?: string;
}

/** A fee cap attribute as basis points; one that is no whole number from 0 to 10000 is the page's mistake: said, and the default kept. */
function feeCapAttribute(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const bps = parseFeeCap(text);
  if (bps === undefined)
    console.warn(`lst-stake: ${name}="${text}" is not a whole number of basis points from 0 to 10000; the default applies`);
  return bps;
}

/** `<lst-stake mint="...">`: the staking card in its own shadow root; outcomes become DOM events. */
export function LstStakeElement({
  container,
  mint = '',
  walletButton,
  amount,
  fixedAmount,
  referrer,
  maxFeeBps,
  maxEpochFeeBps,
  display,
  position,
  ...attributes
}: LstStakeElementProps) {
  const events = useMemo(() => stakeEvents(container), [container]);
  return (
    <ElementRoot container={container} attributes={attributes}>
      {/* A new mint is a new card: no amount, quote or outcome carries over. */}
      <StakeCard
        key={mint}
        mint={mint.trim()}
        walletButton={parseWalletButtonMode(walletButton)}
        amount={amount}
        fixedAmount={fixedAmount}
        referrer={referrer?.trim() || undefined}
        maxFeeBps={feeCapAttribute('max-fee-bps', maxFeeBps)}
        maxEpochFeeBps={feeCapAttribute('max-epoch-fee-bps', maxEpochFeeBps)}
        display={parseDisplayMode(display)}
        position={parseLauncherPosition(position)}
        {...events}
      />
    </ElementRoot>
  );
}
