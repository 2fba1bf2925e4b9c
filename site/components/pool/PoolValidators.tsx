import { useState, type FormEvent, type ReactNode } from 'react';
import { shortAddress } from '../../../widget/core/encoding/shortAddress';
import type { ManagedPool } from '../../../widget/manage/types';
import { sol } from '../../logic/launchWords';
import { voteProblem } from '../../logic/poolForms';
import { VALIDATOR_STATUS } from '../../logic/poolWords';
import { FieldNotes } from '../FieldNotes';
import type { PoolActionHandlers } from './PoolActionPanel';

/** The validators the pool stakes with, each with its stake; the manager adds one or removes one. */
export function PoolValidators({
  pool,
  busy,
  handlers,
  panel,
}: {
  pool: ManagedPool;
  busy: boolean;
  handlers: PoolActionHandlers;
  panel: ReactNode;
}) {
  const full = pool.validators.length >= pool.maxValidators;
  return (
    <section className="panel pool-section" aria-labelledby="pool-validators-title">
      <h2 className="panel__title" id="pool-validators-title">
        Validators ({pool.validators.length} of {pool.maxValidators})
      </h2>
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
                {validator.transientLamports > 0n && `, ${sol(validator.transientLamports)} on the move`}
              </p>
              {pool.walletIsManager && validator.status === 'active' && !panel && (
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
      {pool.walletIsManager &&
        !panel &&
        (full ? (
          <p className="muted">The validator list is full: remove one to add another.</p>
        ) : (
          <AddValidatorForm pool={pool} busy={busy} onPlan={handlers.onAction} />
        ))}
      {panel}
    </section>
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
      <div className="field">
        <label className="field__label" htmlFor="pool-add-vote">
          Vote account
        </label>
        <input
          className="field__input"
          id="pool-add-vote"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={vote}
          aria-invalid={problem ? true : undefined}
          aria-describedby={['pool-add-vote-hint', problem && 'pool-add-vote-error'].filter(Boolean).join(' ')}
          onInput={(event) => setVote(event.currentTarget.value)}
        />
        <FieldNotes field="pool-add-vote" hint={hint} error={problem ?? undefined} />
      </div>
      <p>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Add a validator
        </button>
      </p>
    </form>
  );
}
