import { DEFAULT_EMBED, embedSnippet } from '../logic/embedSnippet';
import { embedScriptUrl } from '../logic/embedScriptUrl';
import { envConfig } from '../siteConfig';
import { CopyButton } from './CopyButton';

/**
 * The snippet a team leaves the launch with: the stake card for its new pool, which stakes at once
 * (the `pool` attribute) although no LST list names the token yet. The configurator's own snippet code,
 * with its defaults.
 */
export function PoolSnippet({ mint, pool }: { mint: string; pool: string }) {
  const { html } = embedSnippet({ ...DEFAULT_EMBED, mint, pool }, { scriptUrl: embedScriptUrl(), services: envConfig() });
  return (
    <div className="configurator__snippet">
      <div className="configurator__snippet-head">
        <h3>Your stake button</h3>
        <CopyButton text={html} label="Copy HTML" />
      </div>
      {/* Focusable: its one long line scrolls, and a keyboard must be able to scroll it too. */}
      <pre tabIndex={0}>
        <code data-snippet="html">{html}</code>
      </pre>
    </div>
  );
}
