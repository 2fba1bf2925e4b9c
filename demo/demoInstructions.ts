import { DEFAULT_AGGREGATOR_PROGRAM } from '../widget/core/guard/aggregatorPrograms';
import { PROGRAMS } from '../widget/core/guard/programs';
import { addressBytes, concatBytes, u64 } from '../widget/core/encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../widget/core/encoding/plainInstruction';
import { closeAccountInstruction, transferCheckedInstruction } from '../widget/core/stakePool/tokenInstructions';

/** Hand-built SPL instructions (no spl-token dependency), in the programs' own wire formats, as plain data. */
export const AGGREGATOR_PROGRAM = DEFAULT_AGGREGATOR_PROGRAM;

const bytes = (...parts: (number | Uint8Array)[]) =>
  concatBytes(...parts.map((part) => (typeof part === 'number' ? Uint8Array.of(part) : part)));
const key = (address: string, writable = false, signer = false): InstructionAccount => ({ address, writable, signer });

/** The associated token program's `CreateIdempotent`, `payer` paying for `owner`'s account (the core's own has the owner pay). */
export const createIdempotent = (payer: string, account: string, owner: string, mint: string, tokenProgram: string): PlainInstruction => ({
  programAddress: PROGRAMS.associatedToken,
  accounts: [key(payer, true, true), key(account, true), key(owner), key(mint), key(PROGRAMS.system), key(tokenProgram)],
  data: bytes(1),
});

export const syncNative = (account: string): PlainInstruction => ({
  programAddress: PROGRAMS.token,
  accounts: [key(account, true)],
  data: bytes(17),
});

export const closeAccount = (tokenProgram: string, account: string, destination: string, owner: string): PlainInstruction =>
  closeAccountInstruction({ tokenProgram, account, destination, authority: owner });

export const approve = (tokenProgram: string, account: string, delegate: string, owner: string, amount: bigint): PlainInstruction => ({
  programAddress: tokenProgram,
  accounts: [key(account, true), key(delegate), key(owner, false, true)],
  data: bytes(4, u64(amount)),
});

/** SetAuthority: account owner (type 2) handed to `newOwner`. */
export const setOwner = (tokenProgram: string, account: string, owner: string, newOwner: string): PlainInstruction => ({
  programAddress: tokenProgram,
  accounts: [key(account, true), key(owner, false, true)],
  data: bytes(6, 2, 1, addressBytes(newOwner)),
});

export const transferChecked = (
  tokenProgram: string,
  source: string,
  mint: string,
  destination: string,
  authority: string,
  amount: bigint,
  decimals: number,
): PlainInstruction => transferCheckedInstruction({ tokenProgram, source, mint, destination, owner: authority, amount, decimals });

/**
 * What the demo's route does besides the swap, as a hostile route would by cross-program invocation with
 * the staker's signature (invisible to the transaction's own instructions): send some of the staker's
 * lamports to `target`, or let `target` spend the staker's new LST.
 */
export type HiddenEffect = { kind: 'send-sol'; target: string; lamports: bigint } | { kind: 'approve'; target: string };

const EFFECT_TAG = { 'send-sol': 2, approve: 3 } as const;

/**
 * The demo's route, addressed to the aggregator's program as a real route is: it takes `inAmount`
 * wrapped SOL from the staker's account into the pool and credits `outAmount` LST, and does `hidden`
 * if given. Only the demo chain runs it; its data layout is the demo's own.
 */
export const demoRoute = (
  user: string,
  wrappedSol: string,
  lstAccount: string,
  mint: string,
  pool: string,
  inAmount: bigint,
  outAmount: bigint,
  hidden?: HiddenEffect,
): PlainInstruction => ({
  programAddress: AGGREGATOR_PROGRAM,
  accounts: [
    key(user, true, true),
    key(wrappedSol, true),
    key(lstAccount, true),
    key(mint),
    key(pool, true),
    ...(hidden ? [key(hidden.target, hidden.kind === 'send-sol')] : []),
  ],
  data: hidden
    ? bytes(EFFECT_TAG[hidden.kind], u64(inAmount), u64(outAmount), u64(hidden.kind === 'send-sol' ? hidden.lamports : 0n))
    : bytes(1, u64(inAmount), u64(outAmount)),
});

/** The swap back's tags (the way in's are 1, and 2 and 3 with a hidden effect): as an honest route pays, and two hostile ones. */
const BACK_TAG = { synced: 4, unsynced: 5, closesLst: 6 } as const;

/**
 * What a swap back's route does besides the trade: `unsynced` pays its lamports into the wrapped SOL
 * account without syncing them into tokens; `closesLst` then closes the staker's LST account, once
 * emptied, sending its rent to `target` (by cross-program invocation with the staker's signature).
 */
export type BackEffect = { kind: 'unsynced' } | { kind: 'closesLst'; target: string };

/**
 * The demo's route the other way (a swap back): it takes `inAmount` of the staker's LST from their
 * account and pays `outAmount` lamports into their wrapped SOL account, as the market's side of a
 * trade; the pool key marks which pool's token it is. Its own tags, so it never reads as a way in.
 */
export const demoRouteBack = (
  user: string,
  lstAccount: string,
  wrappedSol: string,
  mint: string,
  pool: string,
  inAmount: bigint,
  outAmount: bigint,
  effect?: BackEffect,
): PlainInstruction => ({
  programAddress: AGGREGATOR_PROGRAM,
  accounts: [
    key(user, true, true),
    key(lstAccount, true),
    key(wrappedSol, true),
    key(mint),
    key(pool, true),
    ...(effect?.kind === 'closesLst' ? [key(effect.target, true)] : []),
  ],
  data: bytes(BACK_TAG[effect?.kind ?? 'synced'], u64(inAmount), u64(outAmount)),
});

export interface DemoRouteData {
  /** LST into SOL (demoRouteBack) rather than SOL into LST. */
  back: boolean;
  inAmount: bigint;
  outAmount: bigint;
  /** The hidden effect's kind and lamports; its target is the route's sixth account. */
  hidden: { kind: HiddenEffect['kind']; lamports: bigint } | null;
  /** A swap back's effect besides the trade (see BackEffect); a `closesLst` target is the route's sixth account. */
  backEffect?: BackEffect['kind'];
}

export function readDemoRoute(data: Uint8Array): DemoRouteData | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const amounts = () => ({ inAmount: view.getBigUint64(1, true), outAmount: view.getBigUint64(9, true) });
  if (data.length === 17 && data[0] === 1) return { ...amounts(), back: false, hidden: null };
  const backKind = (Object.keys(BACK_TAG) as (keyof typeof BACK_TAG)[]).find((name) => BACK_TAG[name] === data[0]);
  if (data.length === 17 && backKind) {
    return { ...amounts(), back: true, hidden: null, ...(backKind === 'synced' ? {} : { backEffect: backKind }) };
  }
  const kind = (Object.keys(EFFECT_TAG) as HiddenEffect['kind'][]).find((name) => EFFECT_TAG[name] === data[0]);
  if (data.length !== 25 || !kind) return null;
  return { ...amounts(), back: false, hidden: { kind, lamports: view.getBigUint64(17, true) } };
}
