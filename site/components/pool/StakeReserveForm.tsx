import { useState, type FormEvent } from 'react';
import { formatAmount } from '../../../widget/core/amount/amount';
import { shortAddress } from '../../../widget/core/encoding/shortAddress';
import { SOL_DECIMALS } from '../../../widget/core/lst/lst';
import type { ManagedPool } from '../../../widget/manage/types';
import { sol } from '../../logic/launchWords';
import { stakeableValidators, stakeAmountOf, stakeReserveMost } from '../../logic/poolStakeForm';
import { TextField } from '../TextField';
import type { PoolActionHandlers } from './PoolActionPanel';

/**
 * "Stake the reserve": which of the pool's validators, and how much (all the free SOL unless the team
 * says less). The plan, read from the chain, says what moves and when it starts earning.
 */
export function StakeReserveForm({ pool, busy, onPlan }: { pool: ManagedPool; busy: boolean; onPlan: PoolActionHandlers['onAction'] }) {
  const validators = stakeableValidators(pool);
  const [vote, setVote] = useState(validators[0]?.vote ?? '');
  // Until the team types one, the amount is all the free SOL as the pool reads now (an action that
  // landed meanwhile, such as a validator added, changed it).
  const [typed, setAmount] = useState<string | null>(null);
  const amount = typed ?? formatAmount(stakeReserveMost(pool), SOL_DECIMALS);
  const [problem, setProblem] = useState<string | null>(null);
  if (validators.length === 0) {
    return <p className="muted">Every validator has a stake on its way this epoch: stake the reserve again after the next update.</p>;
  }
  const chosen = validators.some((validator) => validator.vote === vote) ? vote : validators[0]!.vote;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stakeAmountOf(amount, pool);
    setProblem('problem' in found ? found.problem : null);
    if ('lamports' in found) onPlan({ kind: 'stake-reserve', vote: chosen, lamports: found.lamports });
  };
  return (
    <form className="pool-form" onSubmit={submit} noValidate aria-labelledby="pool-stake-title">
      <h3 className="pool-form__title" id="pool-stake-title">
        Stake the reserve
      </h3>
      <div className="field">
        <label className="field__label" htmlFor="pool-stake-vote">
          With the validator
        </label>
        <select className="field__input" id="pool-stake-vote" value={chosen} onChange={(event) => setVote(event.currentTarget.value)}>
          {validators.map((validator) => (
            <option key={validator.vote} value={validator.vote}>
              {shortAddress(validator.vote)} ({sol(validator.activeLamports)} staked)
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="pool-stake-amount"
        label="SOL to stake"
        inputMode="decimal"
        value={amount}
        problem={problem}
        hint={`At most ${sol(stakeReserveMost(pool))}: the reserve also pays the stake account's rent, back at the next update. It activates at the next epoch.`}
        onInput={setAmount}
      />
      <p>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Plan the stake
        </button>
      </p>
    </form>
  );
}
