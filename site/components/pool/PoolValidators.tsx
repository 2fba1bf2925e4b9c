import { useState, type FormEvent } from 'react';
import { shortAddress } from '../../../widget/core/encoding/shortAddress';
import type { ManagedPool } from '../../../widget/manage/types';
import { sol } from '../../logic/launchWords';
import { voteProblem } from '../../logic/poolForms';
import { activatingWords } from '../../logic/poolStakeForm';
import { VALIDATOR_STATUS } from '../../logic/poolWords';
import { TextField } from '../TextField';
import type { PoolActionHandlers } from './PoolActionPanel';
import { PoolSection, type PoolSectionProps } from './PoolSection';

/** The validators the pool stakes with, each with its stake; the manager adds one or removes one. */
export function PoolValidators({ pool, busy, handlers, panel }: PoolSectionProps) {
  const full = pool.validators.length >= pool.maxValidators;
  return (
    <PoolSection id="pool-validators-title" title={`Validators (${pool.validators.length} of ${pool.maxValidators})`}>
      {pool.validators.length === 0 ? (
        <p>The pool stakes with no validator: its SOL waits in the reserve.</p>
      ) : (
        <ul className="pool-validators">
          {pool.validators.map((validator) => (
            <li className="pool-validator" key={validator.vote}>
              <div className="pool-validator__head">
                <code title={validator.vote}>{shortAddress(validator.vote)}</code>
                <span className="pool-validator__status">{VALIDATOR_STATUS[validator.status]}</span>
              </div>
              <p className="pool-validator__stake">
                {sol(validator.activeLamports)} staked
                {activatingWords(validator) && `, ${activatingWords(validator)}`}
              </p>
              {pool.walletIsStaker && validator.status === 'active' && !panel && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={`Remove ${validator.vote}`}
                  onClick={() => handlers.onAction({ kind: 'remove-validator', vote: validator.vote })}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pool.walletIsStaker &&
        !panel &&
        (full ? (
          <p className="muted">The validator list is full: remove one to add another.</p>
        ) : (
          <AddValidatorForm pool={pool} busy={busy} onPlan={handlers.onAction} />
        ))}
      {panel}
    </PoolSection>
  );
}

/** "Add a validator": its vote account; the plan says what moves from the reserve. */
function AddValidatorForm({ pool, busy, onPlan }: { pool: ManagedPool; busy: boolean; onPlan: PoolActionHandlers['onAction'] }) {
  const [vote, setVote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = voteProblem(vote);
    setProblem(found);
    if (!found) onPlan({ kind: 'add-validator', vote: vote.trim() });
  };
  const hint = `Adding one moves ${sol(pool.validatorStakeLamports)} from the reserve to its stake account (the reserve has ${sol(pool.reserveSpendableLamports)} free).`;
  return (
    <form className="pool-form" onSubmit={submit} noValidate aria-labelledby="pool-add-title">
      <h3 className="pool-form__title" id="pool-add-title">
        Add a validator
      </h3>
      <TextField id="pool-add-vote" label="Vote account" value={vote} problem={problem} hint={hint} onInput={setVote} />
      <p>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Add a validator
        </button>
      </p>
    </form>
  );
}
