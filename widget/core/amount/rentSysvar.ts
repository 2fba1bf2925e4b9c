import { SYSVAR_OWNER } from '../addresses/sysvars';
import type { RawAccount } from '../guard/tokenLayouts';
import { CLUSTER_RENT, type Rent } from './clusterRent';

/**
 * The same 6,960 lamports a byte as SIMD-0194 writes them, now that the threshold is deprecated:
 * 6,960 "per byte-year", exempt at 1. Every rent-exempt minimum is the same under both.
 */
const CLUSTER_RENT_SIMD_0194: Rent = { lamportsPerByteYear: 6_960n, exemptionThreshold: 1, burnPercent: 50 };

/** True when `rent` is every cluster's (in either of the ways the sysvar writes it): the one check, for every reader. */
export const isClusterRent = (rent: Rent): boolean =>
  [CLUSTER_RENT, CLUSTER_RENT_SIMD_0194].some(
    (cluster) =>
      cluster.lamportsPerByteYear === rent.lamportsPerByteYear &&
      cluster.exemptionThreshold === rent.exemptionThreshold &&
      cluster.burnPercent === rent.burnPercent,
  );

/**
 * The Rent sysvar's fields (u64, f64, then the burn percent) as the RPC hands them over; whether they
 * are the cluster's is `isClusterRent`'s to say. Throws when the account is not the sysvar.
 */
export function readRentSysvar(account: RawAccount | null): Rent {
  if (!account || account.owner !== SYSVAR_OWNER || account.data.length < 17) {
    throw new Error('The Solana RPC did not return the Rent sysvar.');
  }
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  return { lamportsPerByteYear: view.getBigUint64(0, true), exemptionThreshold: view.getFloat64(8, true), burnPercent: account.data[16]! };
}
