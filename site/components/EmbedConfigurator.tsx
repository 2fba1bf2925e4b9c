import { useMemo, useState, type CSSProperties } from 'react';
import type { DisplayMode, LauncherPosition } from '../../widget/core/config/displayMode';
import { MAX_LABEL_LENGTH } from '../../widget/core/texts/labels';
import type { Language } from '../../widget/core/texts/language';
import {
  CONFIGURABLE_LABELS,
  DEFAULT_EMBED,
  FONTS,
  embedAttributes,
  embedSnippet,
  themeProperties,
  validReferrer,
  type ConfigurableLabel,
  type EmbedChoices,
  type FontChoice,
} from '../logic/embedSnippet';
import { embedScriptUrl } from '../logic/embedScriptUrl';
import { envConfig } from '../siteConfig';
import { useLanguageWords } from '../useLanguageWords';
import { CopyButton } from './CopyButton';

const DISPLAYS: { value: DisplayMode; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'button', label: 'Button' },
  { value: 'floating', label: 'Floating' },
];

const COLORS: { key: 'accent' | 'background' | 'foreground'; label: string }[] = [
  { key: 'accent', label: 'Accent' },
  { key: 'background', label: 'Background' },
  { key: 'foreground', label: 'Text' },
];

const LANGUAGES: { value: Language | ''; label: string }[] = [
  { value: '', label: 'The page’s language' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'zh', label: '中文（简体）' },
  { value: 'de', label: 'Deutsch' },
];

const LABEL_FIELDS: Record<ConfigurableLabel, string> = {
  title: 'Title',
  amountLabel: 'Amount label',
  submit: 'Stake button',
  launcher: 'Launcher button',
  launcherAmount: 'Launcher button ({amount} is the amount)',
};

/** The launcher's words are `launcher`, or `launcherAmount` with a fixed amount; a card has no launcher. */
const offered = (key: ConfigurableLabel, { display, fixed }: EmbedChoices) =>
  key === 'launcher' ? display !== 'card' && !fixed : key === 'launcherAmount' ? display !== 'card' && fixed : true;

const SNIPPETS: { kind: 'html' | 'jsx'; title: string; copy: string }[] = [
  { kind: 'html', title: 'HTML', copy: 'Copy HTML' },
  { kind: 'jsx', title: 'React (inside the StakeWidgetProvider, see the README)', copy: 'Copy React' },
];

/**
 * "Add this stake button to your site": a project team picks a display, an amount and a theme, sees
 * the real element live, and copies a snippet (HTML or React) that reproduces exactly that preview.
 * Collapsed by default, so the staker's page stays as the spec describes it.
 */
export function EmbedConfigurator({ mint, pool }: { mint: string; pool?: string }) {
  const [choices, setChoices] = useState<EmbedChoices>({ ...DEFAULT_EMBED, mint, pool });
  // Nothing below the summary exists until it is opened: no second stake element on a staker's page.
  const [open, setOpen] = useState(false);
  const set = <K extends keyof EmbedChoices>(key: K, value: EmbedChoices[K]) => setChoices((current) => ({ ...current, [key]: value }));
  const snippet = useMemo(() => embedSnippet(choices, { scriptUrl: embedScriptUrl(), services: envConfig() }), [choices]);
  const attributes = Object.fromEntries(embedAttributes(choices));
  const theme = themeProperties(choices) as CSSProperties;
  const words = useLanguageWords(choices.lang);
  const referrerInvalid = choices.referrer.trim() !== '' && !validReferrer(choices.referrer);

  return (
    <details className="panel configurator" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="configurator__summary">Add this stake button to your site</summary>
      {open && (
        <div className="configurator__body">
          <form className="configurator__controls" onSubmit={(event) => event.preventDefault()}>
            <fieldset className="configurator__group">
              <legend>Display</legend>
              {DISPLAYS.map(({ value, label }) => (
                <label key={value} className="configurator__choice">
                  <input type="radio" name="display" checked={choices.display === value} onChange={() => set('display', value)} />
                  {label}
                </label>
              ))}
            </fieldset>
            {choices.display === 'floating' && (
              <label className="configurator__field">
                Corner
                <select value={choices.position} onChange={(event) => set('position', event.currentTarget.value as LauncherPosition)}>
                  <option value="bottom-right">Bottom right</option>
                  <option value="bottom-left">Bottom left</option>
                </select>
              </label>
            )}
            <label className="configurator__field">
              Amount in SOL (optional)
              <input type="text" inputMode="decimal" value={choices.amount} onInput={(event) => set('amount', event.currentTarget.value)} />
            </label>
            <label className="configurator__choice">
              <input type="checkbox" checked={choices.fixed} onChange={(event) => set('fixed', event.currentTarget.checked)} />
              Stake exactly this amount
            </label>
            <div className="configurator__field">
              <label htmlFor="configurator-referrer">Referrer wallet (optional)</label>
              <input
                id="configurator-referrer"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={choices.referrer}
                aria-invalid={referrerInvalid || undefined}
                aria-describedby={referrerInvalid ? 'configurator-referrer-error configurator-referrer-hint' : 'configurator-referrer-hint'}
                onInput={(event) => set('referrer', event.currentTarget.value)}
              />
              <p className="field__hint" id="configurator-referrer-hint">
                Receives the pool’s referral share of direct deposits, when the pool has one.
              </p>
              {referrerInvalid && (
                <p className="field__error" id="configurator-referrer-error">
                  Not a Solana address: it is left out of the snippet.
                </p>
              )}
            </div>
            <div className="configurator__colors">
              {COLORS.map(({ key, label }) => (
                <label key={key} className="configurator__field">
                  {label}
                  <input type="color" value={choices[key]} onInput={(event) => set(key, event.currentTarget.value)} />
                </label>
              ))}
            </div>
            <label className="configurator__field">
              Corner radius: {choices.radius} px
              <input
                type="range"
                min={0}
                max={32}
                value={choices.radius}
                onInput={(event) => set('radius', Number(event.currentTarget.value))}
              />
            </label>
            <label className="configurator__field">
              Language
              <select value={choices.lang} onChange={(event) => set('lang', event.currentTarget.value as Language | '')}>
                {LANGUAGES.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="configurator__group configurator__labels">
              <legend>Your own words (optional; {'{symbol}'} is the token)</legend>
              {CONFIGURABLE_LABELS.filter((key) => offered(key, choices)).map((key) => (
                <label key={key} className="configurator__field">
                  {LABEL_FIELDS[key]}
                  <input
                    type="text"
                    maxLength={MAX_LABEL_LENGTH}
                    placeholder={words[key]}
                    value={choices.labels[key] ?? ''}
                    onInput={(event) => set('labels', { ...choices.labels, [key]: event.currentTarget.value })}
                  />
                </label>
              ))}
            </fieldset>
            <label className="configurator__field">
              Font
              <select value={choices.font} onChange={(event) => set('font', event.currentTarget.value as FontChoice)}>
                {Object.entries(FONTS).map(([value, { label }]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </form>
          {/* A transformed box: a floating launcher sits in this preview's corner, not the window's. */}
          <section className="configurator__preview" style={theme} aria-label="Preview">
            {/* A new element for every change: an initial amount is read when the element starts. */}
            <lst-stake key={snippet.html} mint={mint} {...attributes} />
          </section>
          <div className="configurator__snippets">
            {SNIPPETS.map(({ kind, title, copy }) => (
              <div key={kind} className="configurator__snippet">
                <div className="configurator__snippet-head">
                  <h3>{title}</h3>
                  <CopyButton text={snippet[kind]} label={copy} />
                </div>
                <pre>
                  <code data-snippet={kind}>{snippet[kind]}</code>
                </pre>
              </div>
            ))}
          </div>
        </div>
      )}
    </details>
  );
}
