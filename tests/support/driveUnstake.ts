import { formatAmount } from '../../widget/core/amount/amount';
import type { WalletSession } from '../../widget/core/wallet/walletSession';
import type { UnstakeOwner, UnstakeOwnerState } from '../../widget/stake/createUnstakeOwner';
import type { ExitRouteName } from '../../widget/stake/routes/route';
import type { StakeState } from '../../widget/stake/stakeFlow';

export interface UnstakeRun {
  end: StakeState;
  /** The card's state when the staker clicked: the offers side by side, the figure shown. */
  shown: UnstakeOwnerState;
  /** The figures the staker was asked to confirm (none: not asked). */
  confirmed: StakeState | null;
}

/**
 * The staker's hands on the card's unstake owner, whatever chain answers it: wait for a state, and
 * unstake as a person would (type, wait for every way out, maybe pick one, click, answer a confirm).
 */
export function driveUnstake(owner: UnstakeOwner, walletSession: WalletSession, decimals: number) {
  const until = (done: (state: UnstakeOwnerState) => boolean) =>
    new Promise<void>((resolve) => {
      if (done(owner.getState())) return resolve();
      const stop = owner.subscribe(() => done(owner.getState()) && (stop(), resolve()));
    });

  /**
   * Types the amount, waits for every way out to answer, picks `route` if asked, then clicks once.
   * `answer`: the staker's word on figures to confirm, or 'leave': the wallet disconnects while they read
   * them; `beforeClick`: what changes on chain between the figure shown and the click.
   */
  async function unstake(
    units: bigint,
    { route, answer = true, beforeClick }: { route?: ExitRouteName; answer?: boolean | 'leave'; beforeClick?: () => void } = {},
  ): Promise<UnstakeRun> {
    owner.setAmount(formatAmount(units, decimals));
    await until(
      (state) =>
        state.held !== null && state.preview.status !== 'loading' && (state.offers.length > 0 || state.preview.status === 'failed'),
    );
    if (route) owner.pickRoute(route);
    beforeClick?.();
    const shown = owner.getState();
    let confirmed: StakeState | null = null;
    const stop = owner.subscribe(() => {
      const { flow } = owner.getState();
      if (flow.phase === 'confirm' && !confirmed) {
        confirmed = flow;
        queueMicrotask(() =>
          answer === 'leave' ? walletSession.setState({ status: 'has-wallet', publicKey: null }) : owner.confirm(answer),
        );
      }
    });
    const ended = await owner.unstake();
    stop();
    if (!ended) throw new Error('the unstake did not start: ' + JSON.stringify(owner.getState().notice));
    return { end: ended.state, shown, confirmed };
  }
  return { unstake, until };
}
