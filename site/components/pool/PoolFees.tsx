import { useState, type FormEvent } from 'react';
import type { ManagedFeeKind, ManagedPool } from '../../../widget/manage/types';
import { feeCapWords, feeChangeProblem, feeChangeTiming, feeOf } from '../../logic/poolForms';
import { FEE_KINDS, FEE_MEANINGS, FEE_NAMES, percent, scheduledFee } from '../../logic/poolWords';
import { TextField } from '../TextField';
import type { PoolActionHandlers } from './PoolActionPanel';
import { PoolSection, type PoolSectionProps } from './PoolSection';

/** The pool's fees now and those waiting for an epoch boundary; the manager changes one within the caps. */
export function PoolFees({ pool, busy, handlers, panel }: PoolSectionProps) {
  return (
    <PoolSection id="pool-fees-title" title="Fees">
      <table className="pool-table">
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Now</th>
            <th scope="col">Scheduled</th>
          </tr>
        </thead>
        <tbody>
          {FEE_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                {FEE_NAMES[kind]}
                <span className="pool-table__note">{FEE_MEANINGS[kind]}</span>
              </th>
              <td>{percent(pool.fees[kind].now)}</td>
              <td>{scheduledFee(pool.fees[kind]) ?? <span className="muted">none</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pool.walletIsManager && !panel && <FeeChangeForm pool={pool} busy={busy} onPlan={handlers.onAction} />}
      {panel}
    </PoolSection>
  );
}

/** "Change a fee": which fee, the new percent (checked as the launch form checks it), and when it takes effect. */
function FeeChangeForm({ pool, busy, onPlan }: { pool: ManagedPool; busy: boolean; onPlan: PoolActionHandlers['onAction'] }) {
  const [kind, setKind] = useState<ManagedFeeKind>('epoch');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feeChangeProblem(kind, value);
    setProblem(found);
    const fee = feeOf(value);
    if (!found && fee) onPlan({ kind: 'set-fee', fee: kind, value: fee });
  };
  return (
    <form className="pool-form" onSubmit={submit} noValidate aria-labelledby="pool-fee-form-title">
      <h3 className="pool-form__title" id="pool-fee-form-title">
        Change a fee
      </h3>
      <div className="field">
        <label className="field__label" htmlFor="pool-fee-kind">
          Which fee
        </label>
        <select
          className="field__input"
          id="pool-fee-kind"
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as ManagedFeeKind);
            setProblem(null);
          }}
        >
          {FEE_KINDS.map((option) => (
            <option key={option} value={option}>
              {FEE_NAMES[option]} (now {percent(pool.fees[option].now)})
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="pool-fee-value"
        label="New fee (%)"
        inputMode="decimal"
        value={value}
        problem={problem}
        hint={`${feeCapWords(kind)} ${feeChangeTiming(kind, pool.epoch)}`}
        onInput={setValue}
      />
      <p>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Plan the change
        </button>
      </p>
    </form>
  );
}
