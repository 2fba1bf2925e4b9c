import { SYSVAR_OWNER } from '../addresses/sysvars';
import type { RawAccount } from '../guard/tokenLayouts';

/** The bytes the runtime counts for every account besides its data. */
const ACCOUNT_STORAGE_OVERHEAD = 128n;

export interface Rent {
  lamportsPerByteYear: bigint;
  /** Years of rent an account must hold to be exempt (an f64 on chain; 2 on every cluster so far). */
  exemptionThreshold: number;
}

/** The Rent sysvar's fields (u64, f64, then the burn percent), validated: the RPC that hands them over is not trusted. */
export function readRentSysvar(account: RawAccount | null): Rent {
  if (!account || account.owner !== SYSVAR_OWNER || account.data.length < 17) {
    throw new Error('The Solana RPC did not return the Rent sysvar.');
  }
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  const lamportsPerByteYear = view.getBigUint64(0, true);
  const exemptionThreshold = view.getFloat64(8, true);
  if (lamportsPerByteYear === 0n || !Number.isFinite(exemptionThreshold) || exemptionThreshold <= 0 || exemptionThreshold > 100) {
    throw new Error(`The Rent sysvar is not plausible: ${lamportsPerByteYear} lamports per byte-year, threshold ${exemptionThreshold}.`);
  }
  return { lamportsPerByteYear, exemptionThreshold };
}

/**
 * The lamports an account of `space` bytes must hold to be rent-exempt, as the runtime computes it:
 * (128 + space) x lamports per byte-year, times the threshold in f64, truncated. Exact in bigint when
 * the threshold is a whole number.
 */
export function rentExemptFor(rent: Rent, space: bigint): bigint {
  const yearly = (ACCOUNT_STORAGE_OVERHEAD + space) * rent.lamportsPerByteYear;
  if (Number.isInteger(rent.exemptionThreshold)) return yearly * BigInt(rent.exemptionThreshold);
  return BigInt(Math.trunc(Number(yearly) * rent.exemptionThreshold));
}
