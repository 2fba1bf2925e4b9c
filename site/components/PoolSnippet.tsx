import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import type { LaunchTerms } from '../../widget/launch';
import { DEFAULT_EMBED, demoPoolSnippet, embedSnippet } from '../logic/embedSnippet';
import { embedScriptUrl } from '../logic/embedScriptUrl';
import { basisPoints } from '../logic/launchSummary';
import { words } from '../logic/launchWords';
import { envConfig } from '../siteConfig';
import { CopyButton } from './CopyButton';

/** The demo's try-it script, served by the demo site beside the embed. */
const tryItUrl = () => new URL('/embed/lst-stake-demo.js', location.origin).href;

/**
 * The snippet a team leaves the launch with, in HTML and React: the stake card for its new pool, which
 * stakes at once (the `pool` attribute) although no LST list names the token yet. On Solana, the
 * configurator's own snippet with its defaults. On the demo, whose chain lives in this page, the try-it
 * script carrying a copy of the pool, so that it stakes wherever it is pasted; said above it.
 */
export function PoolSnippet({ mint, pool, terms, demo }: { mint: string; pool: string; terms: LaunchTerms; demo: boolean }) {
  const { html, jsx } = demo
    ? demoPoolSnippet(
        {
          pool,
          mint,
          name: terms.name,
          symbol: terms.symbol,
          epochFee: basisPoints(terms.epochFee),
          depositFee: basisPoints(terms.depositFee),
          withdrawalFee: basisPoints(terms.withdrawalFee),
          referral: terms.referralPercent,
        },
        { tryItUrl: tryItUrl() },
      )
    : embedSnippet({ ...DEFAULT_EMBED, mint, pool }, { scriptUrl: embedScriptUrl(), services: envConfig() });
  const snippets = [
    { kind: 'html', title: 'HTML', code: html, copy: 'Copy HTML' },
    {
      kind: 'jsx',
      title: demo ? 'React (the package’s demo)' : 'React (inside the StakeWidgetProvider, see the README)',
      code: jsx,
      copy: 'Copy React',
    },
  ] as const;
  return (
    <section className="pool-snippet" aria-labelledby="pool-snippet-title">
      <h3 className="launch-success__title" id="pool-snippet-title">
        Your stake button
      </h3>
      <p>{words(sayLaunch(demo ? 'launchSnippetDemo' : 'launchSnippetReal'))}</p>
      {snippets.map(({ kind, title, code, copy }) => (
        <div className="configurator__snippet" key={kind}>
          <div className="configurator__snippet-head">
            <h4>{title}</h4>
            <CopyButton text={code} label={copy} />
          </div>
          {/* Wrapped, so the whole snippet is in view; focusable, so a keyboard reaches it. */}
          <pre className="pool-snippet__code" tabIndex={0}>
            <code data-snippet={kind}>{code}</code>
          </pre>
        </div>
      ))}
    </section>
  );
}
