import { isOffCurveAddress, type Address } from '@solana/kit';
import { addressBytes } from '../widget/core/encoding/instructionData';
import { isAddress } from '../widget/core/encoding/isAddress';

/** SPL account layouts, written as the real programs write them, so the guard reads demo data as real. */
export const TOKEN_ACCOUNT_RENT = 2_039_280n;

/** A token account on the demo chain. */
export interface DemoTokenAccount {
  mint: string;
  owner: string;
  program: string;
  amount: bigint;
  lamports: bigint;
  delegate?: string;
  delegatedAmount?: bigint;
  /** Wrapped SOL: its amount is its lamports above rent. */
  native?: boolean;
}

/**
 * An account of another kind than a token account or a pool (a launch's stake accounts, mint, list and
 * metadata; a vote account): owner and bytes, as its program leaves them; its lamports live with every
 * other balance.
 */
export interface DemoRawAccount {
  owner: string;
  data: Uint8Array;
}

/** Whether `address` could be a wallet's: an address on the curve (a program address or a hash is off it half the time). */
export function isWalletAddress(address: string): boolean {
  try {
    return isAddress(address) && !isOffCurveAddress(address as Address);
  } catch {
    return false;
  }
}

/** The lamports that keep an account of `size` bytes rent-exempt (the cluster's default rent). */
export const rentExempt = (size: number): bigint => BigInt((size + 128) * 6_960);

/** `delegate`: who may spend `delegatedAmount` of it; `native`: a wrapped-SOL account, whose rent reserve is kept. */
export function tokenAccountData(
  mint: string,
  owner: string,
  amount: bigint,
  { delegate, delegatedAmount = 0n, native = false }: { delegate?: string | undefined; delegatedAmount?: bigint; native?: boolean } = {},
): Uint8Array {
  const data = new Uint8Array(165);
  const view = new DataView(data.buffer);
  data.set(addressBytes(mint), 0);
  data.set(addressBytes(owner), 32);
  view.setBigUint64(64, amount, true);
  if (delegate) {
    view.setUint32(72, 1, true);
    data.set(addressBytes(delegate), 76);
    view.setBigUint64(121, delegatedAmount, true);
  }
  data[108] = 1; // initialized
  if (native) {
    view.setUint32(109, 1, true);
    view.setBigUint64(113, TOKEN_ACCOUNT_RENT, true);
  }
  return data;
}

export const MINT_SIZE = 82;

/** A mint with no freeze authority; `mintAuthority`: who may mint (a stake pool's withdraw authority), none by default. */
export function mintData(decimals: number, { supply = 0n, mintAuthority }: { supply?: bigint; mintAuthority?: string } = {}): Uint8Array {
  const data = new Uint8Array(MINT_SIZE);
  const view = new DataView(data.buffer);
  if (mintAuthority) {
    view.setUint32(0, 1, true);
    data.set(addressBytes(mintAuthority), 4);
  }
  view.setBigUint64(36, supply, true);
  data[44] = decimals;
  data[45] = 1; // initialized
  return data;
}

export interface Clock {
  slot: bigint;
  epochStartTimestamp: bigint;
  epoch: bigint;
  leaderScheduleEpoch: bigint;
  unixTimestamp: bigint;
}

/** The Clock sysvar's 40 bytes: slot, the epoch's start time, epoch (at byte 16), leader schedule epoch, Unix time. */
export function clockData(clock: Clock): Uint8Array {
  const data = new Uint8Array(40);
  const view = new DataView(data.buffer);
  view.setBigUint64(0, clock.slot, true);
  view.setBigInt64(8, clock.epochStartTimestamp, true);
  view.setBigUint64(16, clock.epoch, true);
  view.setBigUint64(24, clock.leaderScheduleEpoch, true);
  view.setBigInt64(32, clock.unixTimestamp, true);
  return data;
}

/** The EpochSchedule sysvar's 33 bytes: slots per epoch, leader schedule offset, warmup, first normal epoch and slot. */
export function epochScheduleData(slotsPerEpoch: bigint): Uint8Array {
  const data = new Uint8Array(33);
  const view = new DataView(data.buffer);
  view.setBigUint64(0, slotsPerEpoch, true);
  view.setBigUint64(8, slotsPerEpoch, true);
  // No warmup, as on mainnet: every epoch from the first has the same length.
  data[16] = 0;
  view.setBigUint64(17, 0n, true);
  view.setBigUint64(25, 0n, true);
  return data;
}
