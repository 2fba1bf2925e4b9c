import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { page } from '../../widget/core/page/page';
import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import { words } from '../logic/launchWords';
import '../launch.css';
import {
  defaultPoolTerms,
  launchTermsOf,
  POOL_TERMS_HINTS,
  POOL_TERMS_LABELS,
  poolTermsProblem,
  validatePoolTerms,
  type PoolTermsField,
  type PoolTermsForm,
} from '../logic/poolTermsForm';
import { FieldNotes } from './FieldNotes';
import type { LaunchRequest } from '../logic/launchView';
import { DEMO_VOTE_ACCOUNT } from '../../demo';
import { DEMO_MODE } from '../siteConfig';
import {
  emptyLaunchForm,
  LAUNCH_LABELS,
  validateLaunchField,
  validateLaunchForm,
  type LaunchField,
  type LaunchForm,
} from '../logic/launchForm';

/** The launch's view, in its own chunk with the plan and the steps: the form alone loads without it. */
const LaunchOnSolana = lazy(() => import('./LaunchOnSolana').then((module) => ({ default: module.LaunchOnSolana })));

/** In the demo, the demo chain's validator: a launch there has a vote account to stake with from the start. */
const initialPoolTerms: PoolTermsForm = DEMO_MODE ? { ...defaultPoolTerms, vote: DEMO_VOTE_ACCOUNT } : defaultPoolTerms;

/** How long the submitted banner stays. */
export const BANNER_MS = 3000;

const HINTS: Partial<Record<LaunchField, string>> = {
  uri: 'An http(s) URL of the token metadata JSON.',
  sellerFeeBasisPoints: 'A whole number from 0 to 10000 (100 basis points = 1%).',
  creators: 'Optional. For example [{"address": "…", "share": 100}]; shares add up to 100.',
};

/** Whether the page's wallet is connected: "Create on Solana" is then the primary action. */
function useWalletConnected(): boolean {
  const wallet = page().wallet;
  return useSyncExternalStore(wallet.subscribe, () => wallet.getState().publicKey !== null);
}

/**
 * The 'Create Staking Pool' form. Its own button sends nothing anywhere: a valid submit is logged, the
 * banner shows, the values stay, and the page says that nothing exists on Solana yet. "Create on
 * Solana", a second submit button (the primary one with a wallet connected), checks every field and the
 * pool's terms in one pass, keeps the values, and shows the launch's plan instead of the banner.
 */
export function LaunchFormView() {
  const [form, setForm] = useState<LaunchForm>(emptyLaunchForm);
  const [errors, setErrors] = useState<Partial<Record<LaunchField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [terms, setTerms] = useState<PoolTermsForm>(initialPoolTerms);
  const [termErrors, setTermErrors] = useState<Partial<Record<PoolTermsField, string>>>({});
  const [launch, setLaunch] = useState<LaunchRequest | null>(null);
  // The spec's button was pressed: the page then says, and keeps saying, that nothing was created.
  const [recorded, setRecorded] = useState(false);
  const connected = useWalletConnected();

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const change = (field: LaunchField, value: string) => {
    setForm({ ...form, [field]: value });
    setErrors({ ...errors, [field]: validateLaunchField(field, value) ?? undefined });
  };

  const changeTerm = (field: PoolTermsField, value: string) => {
    setTerms({ ...terms, [field]: value });
    setTermErrors({ ...termErrors, [field]: poolTermsProblem(field, value) ?? undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSolana = (event as FormEvent & { nativeEvent: SubmitEvent }).nativeEvent.submitter?.getAttribute('name') === 'onSolana';
    const found = validateLaunchForm(form);
    setErrors(found);
    const foundTerms = onSolana ? validatePoolTerms(terms) : {};
    setTermErrors(foundTerms);
    const problems = [...Object.keys(found), ...Object.keys(foundTerms)];
    if (problems.length > 0) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus();
      return;
    }
    if (onSolana) {
      const { sellerFeeBasisPoints, creators, originTokenAddress } = form;
      setLaunch({ id: (launch?.id ?? 0) + 1, terms: launchTermsOf(form, terms), sellerFeeBasisPoints, creators, originTokenAddress });
      return;
    }
    console.log('Create staking pool', { ...form, sellerFeeBasisPoints: Number(form.sellerFeeBasisPoints) });
    setSubmitted(true);
    setRecorded(true);
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
            <FieldNotes field={field} hint={HINTS[field]} error={error} />
          </div>
        );
      })}
      <fieldset className="launch-form__terms">
        <legend>The pool on Solana (for "Create on Solana")</legend>
        {(Object.keys(POOL_TERMS_LABELS) as PoolTermsField[]).map((field) => {
          const error = termErrors[field];
          return (
            <div className="field" key={field}>
              <label className="field__label" htmlFor={field}>
                {POOL_TERMS_LABELS[field]}
              </label>
              <input
                className="field__input"
                type="text"
                inputMode={field === 'vote' ? undefined : 'decimal'}
                autoComplete="off"
                id={field}
                name={field}
                value={terms[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error && `${field}-error`, `${field}-hint`].filter(Boolean).join(' ')}
                onInput={(event) => changeTerm(field, event.currentTarget.value)}
              />
              <FieldNotes field={field} hint={POOL_TERMS_HINTS[field]} error={error} />
            </div>
          );
        })}
      </fieldset>
      <div className="launch-form__submit">
        {/* With a wallet, creating on Solana is what the team came for: the green button, first. */}
        {connected && (
          <button type="submit" name="onSolana" className="button button--primary">
            Create on Solana
          </button>
        )}
        <button type="submit" className={connected ? 'button button--secondary' : 'button button--primary'}>
          Create Staking Pool
        </button>
        {!connected && (
          <button type="submit" name="onSolana" className="button button--secondary">
            Create on Solana
          </button>
        )}
        {/* Beside the button the visitor just pressed, in a live region that is there before it fills,
            so screen readers announce it too. */}
        <p className={submitted ? 'banner' : 'banner banner--empty'} role="status">
          {submitted ? 'Staking pool creation submitted!' : ''}
        </p>
        {recorded && <p className="launch-note">{words(sayLaunch('launchSubmittedNote'))}</p>}
      </div>
      {launch && (
        <Suspense fallback={<p role="status">Loading the launch…</p>}>
          <LaunchOnSolana request={launch} />
        </Suspense>
      )}
    </form>
  );
}
