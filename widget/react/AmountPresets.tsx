import { AMOUNT_PRESETS, presetLamports } from '../core/amount/amountPresets';
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
          >
            {texts.t(label)}
          </button>
        );
      })}
    </div>
  );
}
