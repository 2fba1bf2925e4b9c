import { useState, type FormEvent } from 'react';
import { isAddress } from '../../../widget/core/encoding/isAddress';
import { FieldNotes } from '../FieldNotes';

/** Any stake pool by its address: its figures for anyone, its actions for its manager's wallet. */
export function OpenPoolForm({ onOpen }: { onOpen(address: string): void }) {
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    const found = isAddress(trimmed) ? null : 'Enter a valid Solana address';
    setProblem(found);
    if (!found) onOpen(trimmed);
  };
  return (
    <form className="pool-form pool-open" onSubmit={submit} noValidate aria-labelledby="pool-open-title">
      <h2 className="pool-form__title" id="pool-open-title">
        Open a pool by its address
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="pool-open-address">
          Stake pool address
        </label>
        <input
          className="field__input"
          id="pool-open-address"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={address}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'pool-open-address-error' : undefined}
          onInput={(event) => setAddress(event.currentTarget.value)}
        />
        <FieldNotes field="pool-open-address" error={problem ?? undefined} />
      </div>
      <p>
        <button type="submit" className="button button--secondary">
          Open
        </button>
      </p>
    </form>
  );
}
