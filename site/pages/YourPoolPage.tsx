import { YourPoolView } from '../components/pool/YourPoolView';
import { yourPoolPath } from '../logic/poolPaths';
import { route, type RouteProps } from '../router';
import { useSiteConfig } from '../SiteConfigContext';
import { useDemoControls } from '../SiteDemoContext';
import { useManagedPool } from '../useManagedPool';
import { usePoolAction } from '../usePoolAction';

/**
 * "Your pool": a team runs the pool it launched from its own wallet (`/pool`: the one the connected
 * wallet launched, found again by derivation), or any pool by address (`/pool/{address}`). A chunk of
 * its own, with its engine (widget/manage) loaded on its first read: a staker's pages load none of it.
 */
export function YourPoolPage({ address }: RouteProps & { address?: string }) {
  const config = useSiteConfig();
  const demo = useDemoControls();
  const named = address ? decodeURIComponent(address) : null;
  const { state, wallet, reread } = useManagedPool(named);
  const pool = state.status === 'ready' ? state.pool : null;
  const actions = usePoolAction(pool?.address ?? null, wallet, reread);
  return (
    <YourPoolView
      state={state}
      action={actions.view}
      connected={wallet !== null}
      cluster={config.cluster}
      handlers={{ onAction: actions.plan, onSign: actions.sign, onClose: actions.close }}
      onOpen={(next) => route(yourPoolPath(next))}
      onRetry={reread}
      onEndEpoch={
        demo
          ? () => {
              demo.endEpoch();
              reread();
            }
          : undefined
      }
    />
  );
}
