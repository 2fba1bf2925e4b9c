/** A form field's hint and its problem, each with the id its input's aria-describedby names. */
export function FieldNotes({ field, hint, error }: { field: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${field}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${field}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
