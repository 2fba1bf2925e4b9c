import { isClusterRent, readRentSysvar } from '../core/amount/rentSysvar';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { sayLaunch } from '../core/texts/launchEnglish';
import { SaidError } from '../core/texts/said';

/**
 * The Rent sysvar as an RPC read it, held to what every cluster uses (the plans' rents are those):
 * one that says otherwise is refused in words before anything is planned, for the launch and for the
 * team's pool actions alike.
 */
export function holdClusterRent(account: RawAccount | null): void {
  const rent = readRentSysvar(account);
  if (isClusterRent(rent)) return;
  throw new SaidError(
    sayLaunch('launchRentNotCluster', {
      rate: String(rent.lamportsPerByteYear),
      years: rent.exemptionThreshold,
      burnt: rent.burnPercent,
    }),
  );
}
