import { formatAmount } from '../core/amount';
import { AMOUNT_PRESETS, presetLamports } from '../core/amountPresets';
import { SOL_DECIMALS } from '../core/lst';

/** 25 %, 50 % and Max of the balance as chips that fill in the field; Max keeps the fee reserve back. */
export function AmountPresets({ balance, disabled, onPick }: { balance: bigint; disabled: boolean; onPick: (text: string) => void }) {
  return (
    <div className="lst-presets" role="group" aria-label="Amount presets">
      {AMOUNT_PRESETS.map(({ id, label }) => {
        const lamports = presetLamports(balance, id);
        return (
          <button
            key={id}
            type="button"
            className="lst-chip"
            disabled={disabled || lamports === null}
            onClick={() => lamports !== null && onPick(formatAmount(lamports, SOL_DECIMALS))}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
