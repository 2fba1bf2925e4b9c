import { useState, type FormEvent } from 'react';
import { isAddress } from '../../../widget/core/encoding/isAddress';
import { TextField } from '../TextField';

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
      <TextField id="pool-open-address" label="Stake pool address" value={address} problem={problem} onInput={setAddress} />
      <p>
        <button type="submit" className="button button--secondary">
          Open
        </button>
      </p>
    </form>
  );
}
