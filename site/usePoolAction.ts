import { useEffect, useRef, useState } from 'react';
import { readableError } from '../widget/core/config/errors';
import type { Said } from '../widget/core/texts/said';
import type { PoolAction, PoolActionPlan, PoolActionState } from '../widget/manage/types';
import { loadManage } from './logic/loadManage';
import { landedFollower, type PoolActionView } from './logic/poolActionView';
import { words } from './logic/launchWords';
import { useSiteConfig } from './SiteConfigContext';
import { pageSign } from './useManagedPool';

/** The engine's code did not arrive (a dropped connection, a deploy in between): nothing was signed. */
const MANAGE_UNAVAILABLE: Said = {
  key: 'manageUnavailable',
  text: 'This action could not load, so nothing was signed. Reload the page and try again.',
};

export interface PoolActions {
  view: PoolActionView | null;
  /** Shows the plan of `action` (read from the chain now), or why it cannot be taken. */
  plan(action: PoolAction): void;
  /** Signs the plan's steps one at a time, down the engine's road; the figures are read again once it ends. */
  sign(plan: PoolActionPlan): void;
  /** Puts the plan (or an ended run) away: nothing is signed. */
  close(): void;
}

/**
 * One action at a time on the pool at `pool` (none while none is shown), from the page's wallet: its plan before anything is signed, then the
 * run, step by step, as LaunchOnSolana runs a launch. A run's end (done, cancelled, failed) reads the
 * pool again (`reread`): what landed shows in the figures.
 */
export function usePoolAction(pool: string | null, wallet: string | null, reread: () => void): PoolActions {
  const config = useSiteConfig();
  const [view, setView] = useState<PoolActionView | null>(null);
  const running = useRef<AbortController | null>(null);
  const planning = useRef<AbortController | null>(null);

  // Another pool or another wallet: what was planned or run for the last one is put away.
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
      planning.current?.abort();
      setView(null);
    },
    [pool, wallet],
  );

  const plan = (action: PoolAction) => {
    if (running.current || !pool) return;
    planning.current?.abort();
    if (!wallet) return setView({ kind: 'no-wallet', action });
    const controller = new AbortController();
    planning.current = controller;
    setView({ kind: 'planning', action });
    const settle = (next: PoolActionView) => !controller.signal.aborted && setView(next);
    void loadManage()
      .then(async (manage) => {
        const planned = await manage.planPoolAction(manage.manageIo(config, pageSign), pool, wallet, action, controller.signal);
        settle('refusal' in planned ? { kind: 'refused', action, words: words(planned.refusal) } : { kind: 'plan', action, plan: planned });
      })
      .catch((error: unknown) => settle({ kind: 'refused', action, words: `${words(MANAGE_UNAVAILABLE)} ${readableError(error)}` }));
  };

  const sign = (agreed: PoolActionPlan) => {
    // One run at a time: a second click while one runs (or is loading) starts nothing.
    if (running.current || !wallet || !pool) return;
    const controller = new AbortController();
    running.current = controller;
    const follow = landedFollower();
    const { action } = agreed;
    const show = (state: PoolActionState) => {
      const landed = follow(state);
      if (!controller.signal.aborted) setView({ kind: 'running', action, plan: agreed, state, landed });
    };
    show({ phase: 'reading' });
    void loadManage()
      .then((manage) => manage.runPoolAction(manage.manageIo(config, pageSign), { pool, wallet, action }, show, controller.signal))
      .then(show)
      // Only the engine's chunk can fail here (runPoolAction never throws): nothing was signed or sent.
      .catch((error: unknown) => show({ phase: 'failed', message: MANAGE_UNAVAILABLE, detail: readableError(error), signatures: [] }))
      .finally(() => {
        if (running.current === controller) running.current = null;
        if (!controller.signal.aborted) reread();
      });
  };

  const close = () => {
    if (running.current) return;
    planning.current?.abort();
    setView(null);
  };

  return { view, plan, sign, close };
}
