import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { say } from '../core/texts/english';
import { amountParam } from '../core/texts/said';
import type { StakeDepositPreview } from '../bring/types';
import type { BringTexts } from './useBringTexts';
import { Words } from './TextsContext';

/**
 * The chosen stake account's deposit, before the click: the LST it mints (the pool's own arithmetic, the
 * transaction's minimum), then every fee the pool takes of it, in the LST: its stake deposit fee, its SOL
 * deposit fee on the part not staked (the rent), and the referrer's part of them where there is one.
 */
export function BringPreview({ preview, entry, b }: { preview: StakeDepositPreview; entry: LstEntry; b: BringTexts['b'] }) {
  const lst = (units: bigint) => amountParam(units, entry.decimals, entry.symbol);
  const { fees } = preview;
  return (
    <div aria-live="polite">
      <p className="lst-preview">
        <Words said={say('previewExact', { amount: lst(preview.lstOut) })} />
      </p>
      <p className="lst-route">
        <span>
          <Words said={b('bringFeeStake', { amount: lst(fees.stake) })} />
        </span>
        <span>
          <Words
            said={b('bringFeeSol', { rest: amountParam(preview.lamports - preview.stakeLamports, SOL_DECIMALS), amount: lst(fees.sol) })}
          />
        </span>
        {fees.referral > 0n && (
          <span>
            <Words said={b('bringFeeReferral', { amount: lst(fees.referral) })} />
          </span>
        )}
      </p>
    </div>
  );
}
