import { useEffect, useState, type FormEvent } from 'react';
import {
  emptyLaunchForm,
  LAUNCH_LABELS,
  validateLaunchField,
  validateLaunchForm,
  type LaunchField,
  type LaunchForm,
} from '../logic/launchForm';

/** How long the submitted banner stays. */
export const BANNER_MS = 3000;

const HINTS: Partial<Record<LaunchField, string>> = {
  uri: 'An http(s) URL of the token metadata JSON.',
  sellerFeeBasisPoints: 'A whole number from 0 to 10000 (100 basis points = 1%).',
  creators: 'Optional. For example [{"address": "…", "share": 100}]; shares add up to 100.',
};

/** The 'Create Staking Pool' form. Nothing is sent anywhere: a valid submit is logged. */
export function LaunchFormView() {
  const [form, setForm] = useState<LaunchForm>(emptyLaunchForm);
  const [errors, setErrors] = useState<Partial<Record<LaunchField, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const change = (field: LaunchField, value: string) => {
    setForm({ ...form, [field]: value });
    setErrors({ ...errors, [field]: validateLaunchField(field, value) ?? undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLaunchForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    console.log('Create staking pool', { ...form, sellerFeeBasisPoints: Number(form.sellerFeeBasisPoints) });
    setForm(emptyLaunchForm);
    setSubmitted(true);
  };

  return (
    <form className="launch-form" onSubmit={submit} noValidate aria-labelledby="create-title">
      <h2 className="panel__title" id="create-title">
        Create Staking Pool
      </h2>
      {(Object.keys(LAUNCH_LABELS) as LaunchField[]).map((field) => {
        const error = errors[field];
        const describedBy = [error && `${field}-error`, HINTS[field] && `${field}-hint`].filter(Boolean).join(' ') || undefined;
        const common = {
          id: field,
          name: field,
          value: form[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': field !== 'creators' ? true : undefined,
        };
        return (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={field}>
              {LAUNCH_LABELS[field]}
              {field !== 'creators' && <span aria-hidden="true"> *</span>}
            </label>
            {field === 'creators' ? (
              <textarea className="field__input" rows={3} {...common} onInput={(event) => change(field, event.currentTarget.value)} />
            ) : (
              <input
                className="field__input"
                type={field === 'sellerFeeBasisPoints' ? 'text' : field === 'uri' ? 'url' : 'text'}
                inputMode={field === 'sellerFeeBasisPoints' ? 'numeric' : undefined}
                autoComplete="off"
                {...common}
                onInput={(event) => change(field, event.currentTarget.value)}
              />
            )}
            {HINTS[field] && (
              <p className="field__hint" id={`${field}-hint`}>
                {HINTS[field]}
              </p>
            )}
            {error && (
              <p className="field__error" id={`${field}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="launch-form__submit">
        <button type="submit" className="button button--primary">
          Create Staking Pool
        </button>
        {/* Beside the button the visitor just pressed, in a live region that is there before it fills,
            so screen readers announce it too. */}
        <p className={submitted ? 'banner' : 'banner banner--empty'} role="status">
          {submitted ? 'Staking pool creation submitted!' : ''}
        </p>
      </div>
    </form>
  );
}
