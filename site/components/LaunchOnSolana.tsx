import { useEffect, useRef, useState } from 'react';
import { page } from '../../widget/core/page/page';
import { readableError } from '../../widget/core/config/errors';
import type { Said } from '../../widget/core/texts/said';
import type { LaunchPlan, LaunchState } from '../../widget/launch';
import type { LaunchRequest, LaunchView } from '../logic/launchView';
import { words } from '../logic/launchWords';
import { LaunchPanel } from './LaunchPanel';
import { useSiteConfig } from '../SiteConfigContext';
import { DEMO_MODE } from '../siteConfig';

/** The launch's own chunk: loaded at the first "Create on Solana", never by a staker's page. */
const loadLaunch = () => import('../../widget/launch');

/** The launch's code did not arrive (a dropped connection, a deploy in between): nothing was signed. */
const LAUNCH_UNAVAILABLE: Said = {
  key: 'launchUnavailable',
  text: 'The launch could not load, so nothing was signed. Reload the page and try again.',
};

/**
 * The launch on Solana, below the form: works out what LaunchPanel shows from the page's wallet and
 * the chain, and signs the steps one at a time when the team asks. It reads the chain only once the
 * team clicked.
 */
export function LaunchOnSolana({ request }: { request: LaunchRequest | null }) {
  const config = useSiteConfig();
  const [view, setView] = useState<LaunchView | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!request) return;
    const wallet = page().wallet.getState().publicKey;
    if (!wallet) {
      setView({ kind: 'no-wallet' });
      return;
    }
    let live = true;
    // A new request replaces whatever ran for the last one: its steps stop before their next prompt.
    running.current?.abort();
    running.current = null;
    setView({ kind: 'planning' });
    void loadLaunch()
      .then(async (launch) => {
        const io = launch.launchIo(config, (bytes) => page().wallet.signTransaction(bytes));
        const plan = await launch.previewLaunch(io.rpc, { wallet, terms: request.terms }, undefined, io.maxPriorityFeeLamports);
        if (!live) return;
        setView('refusal' in plan ? { kind: 'refused', words: words(plan.refusal) } : { kind: 'plan', plan, wallet });
      })
      .catch((error: unknown) => live && setView({ kind: 'refused', words: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [request, config]);

  useEffect(() => () => running.current?.abort(), []);

  if (!request || !view) return null;
  const sign = (plan: LaunchPlan, wallet: string) => {
    // One run at a time: a second click while one runs (or is loading) starts nothing.
    if (running.current && !running.current.signal.aborted) return;
    const controller = new AbortController();
    running.current = controller;
    // The steps confirmed in this run: a step that was confirming is done once the runner moves on from it.
    const landed: string[] = [];
    let confirming: string | null = null;
    const show = (state: LaunchState) => {
      if (state.phase === 'confirming') confirming = state.step.kind;
      else if (confirming && (state.phase === 'reading' || state.phase === 'checking' || state.phase === 'live')) {
        if (!landed.includes(confirming)) landed.push(confirming);
        confirming = null;
      }
      if (!controller.signal.aborted) setView({ kind: 'running', plan, state, landed: [...landed] });
    };
    show({ phase: 'reading' });
    void loadLaunch()
      .then((launch) =>
        launch.runLaunch(
          launch.launchIo(config, (bytes) => page().wallet.signTransaction(bytes)),
          { wallet, terms: request.terms },
          show,
          controller.signal,
        ),
      )
      // Only the launch's chunk can fail here (runLaunch never throws): nothing was signed or sent.
      .catch((error: unknown) => show({ phase: 'failed', message: LAUNCH_UNAVAILABLE, detail: readableError(error), sent: [] }))
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  };

  return <LaunchPanel view={view} request={request} cluster={config.cluster} demo={DEMO_MODE} onSign={sign} />;
}
