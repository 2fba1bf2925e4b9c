import type { StakeCancelDetail, StakeFailureDetail, StakeSuccessDetail } from '../stake/stakeEvents';
import type { UnstakeCancelDetail, UnstakeFailureDetail, UnstakeSuccessDetail } from '../stake/unstakeEvents';

/**
 * The card's outcome callbacks as DOM events: they bubble and are composed, so they leave the shadow
 * root. A signed stake (or unstake) runs to its end even if the element was removed meanwhile; its outcome then
 * fires on `document`, where a page listening there still hears it.
 */
export function stakeEvents(container: Node | undefined) {
  const host = container instanceof ShadowRoot ? container.host : null;
  const fire = (name: string) => (detail: unknown) => {
    const target: EventTarget = host?.isConnected ? host : document;
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };
  return {
    onStakeSuccess: fire('stakesuccess') as (detail: StakeSuccessDetail) => void,
    onStakeFailure: fire('stakefailure') as (detail: StakeFailureDetail) => void,
    onStakeCancel: fire('stakecancel') as (detail: StakeCancelDetail) => void,
    onUnstakeSuccess: fire('unstakesuccess') as (detail: UnstakeSuccessDetail) => void,
    onUnstakeFailure: fire('unstakefailure') as (detail: UnstakeFailureDetail) => void,
    onUnstakeCancel: fire('unstakecancel') as (detail: UnstakeCancelDetail) => void,
  };
}
