import { useId } from 'react';
import { AMOUNT_PRESETS, presetLamports } from '../core/amount/amountPresets';
import { FEE_RESERVE_LAMPORTS } from '../core/amount/stakeLimits';
import { SOL_DECIMALS } from '../core/lst/lst';
import { amountParam } from '../core/texts/said';
import { useTexts } from './TextsContext';

/** 25 %, 50 % and Max of the balance as chips that fill in the field; Max keeps `reserve` back (the SOL fee reserve by default). */
export function AmountPresets({
  balance,
  disabled,
  onPick,
  reserve,
}: {
  balance: bigint;
  disabled: boolean;
  onPick: (baseUnits: bigint) => void;
  reserve?: bigint;
}) {
  const texts = useTexts();
  const note = useId();
  return (
    <div className="lst-presets" role="group" aria-label={texts.t('amountPresets')}>
      {AMOUNT_PRESETS.map(({ id, label }) => {
        const lamports = presetLamports(balance, id, reserve);
        return (
          <button
            key={id}
            type="button"
            className="lst-chip"
            disabled={disabled || lamports === null}
            onClick={() => lamports !== null && onPick(lamports)}
            aria-describedby={id === 'max' && reserve === undefined ? note : undefined}
          >
            {texts.t(label)}
          </button>
        );
      })}
      {/* SOL for fees stays back: said next to Max, not only found out after a click. */}
      {reserve === undefined && (
        <span className="lst-presets__note" id={note}>
          {texts.t('maxKeeps', { reserve: amountParam(FEE_RESERVE_LAMPORTS, SOL_DECIMALS) })}
        </span>
      )}
    </div>
  );
}
