import { FieldNotes } from './FieldNotes';

/** A labelled text field with its hint and its problem (marked invalid while it has one), as the site's forms draw them. */
export function TextField({
  id,
  label,
  value,
  problem,
  hint,
  inputMode,
  onInput,
}: {
  id: string;
  label: string;
  value: string;
  problem: string | null;
  hint?: string;
  inputMode?: 'decimal';
  onInput(value: string): void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__input"
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      <FieldNotes field={id} hint={hint} error={problem ?? undefined} />
    </div>
  );
}
