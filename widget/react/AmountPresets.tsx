import { AMOUNT_PRESETS, presetLamports } from '../core/amount/amountPresets';
import { useTexts } from './TextsContext';

/** 25 %, 50 % and Max of the balance as chips that fill in the field; Max keeps the fee reserve back. */
export function AmountPresets({ balance, disabled, onPick }: { balance: bigint; disabled: boolean; onPick: (lamports: bigint) => void }) {
  const texts = useTexts();
  return (
    <div className="lst-presets" role="group" aria-label={texts.t('amountPresets')}>
      {AMOUNT_PRESETS.map(({ id, label }) => {
        const lamports = presetLamports(balance, id);
        return (
          <button
            key={id}
            type="button"
            className="lst-chip"
            disabled={disabled || lamports === null}
            onClick={() => lamports !== null && onPick(lamports)}
          >
            {texts.t(label)}
          </button>
        );
      })}
    </div>
  );
}
