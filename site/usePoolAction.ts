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
  // Everything here is for one pool and one wallet: a view or a run of another pair is never shown.
  const key = `${pool} ${wallet}`;
  const [shown, setShown] = useState<{ key: string; view: PoolActionView } | null>(null);
  const running = useRef<{ key: string; controller: AbortController } | null>(null);
  const planning = useRef<{ key: string; controller: AbortController } | null>(null);

  // Another pool or another wallet: what was planned or run for the last one stops. Only that pair's:
  // an effect's cleanup may run after a click already planned for the new pair.
  useEffect(
    () => () => {
      for (const ref of [running, planning])
        if (ref.current?.key === key) {
          ref.current.controller.abort();
          ref.current = null;
        }
    },
    [key],
  );

  const plan = (action: PoolAction) => {
    if (running.current || !pool) return;
    planning.current?.controller.abort();
    if (!wallet) return setShown({ key, view: { kind: 'no-wallet', action } });
    const controller = new AbortController();
    planning.current = { key, controller };
    const settle = (view: PoolActionView) => !controller.signal.aborted && setShown({ key, view });
    settle({ kind: 'planning', action });
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
    running.current = { key, controller };
    const follow = landedFollower();
    const { action } = agreed;
    const show = (state: PoolActionState) => {
      const landed = follow(state);
      if (!controller.signal.aborted) setShown({ key, view: { kind: 'running', action, plan: agreed, state, landed } });
    };
    show({ phase: 'reading' });
    void loadManage()
      .then((manage) => manage.runPoolAction(manage.manageIo(config, pageSign), { pool, wallet, action }, show, controller.signal))
      .then(show)
      // Only the engine's chunk can fail here (runPoolAction never throws): nothing was signed or sent.
      .catch((error: unknown) => show({ phase: 'failed', message: MANAGE_UNAVAILABLE, detail: readableError(error), signatures: [] }))
      .finally(() => {
        if (running.current?.controller === controller) running.current = null;
        if (!controller.signal.aborted) reread();
      });
  };

  const close = () => {
    if (running.current) return;
    planning.current?.controller.abort();
    planning.current = null;
    setShown(null);
  };

  return { view: shown?.key === key ? shown.view : null, plan, sign, close };
}
