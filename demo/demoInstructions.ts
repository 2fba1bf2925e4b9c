import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { DEFAULT_AGGREGATOR_PROGRAM } from '../widget/core/guard/aggregatorPrograms';
import { PROGRAMS } from '../widget/core/guard/programs';

/** Hand-built SPL instructions (no spl-token dependency), in the programs' own wire formats. */
const ATA = new PublicKey(PROGRAMS.associatedToken);
export const AGGREGATOR_PROGRAM = new PublicKey(DEFAULT_AGGREGATOR_PROGRAM);

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
};
/** Instruction data; web3.js types it as Node's Buffer (no @types/node here), but reads it as bytes (browsers have no Buffer). */
const bytes = (...parts: (number | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...part]))) as TransactionInstruction['data'];
const key = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({ pubkey, isWritable, isSigner });

export const createIdempotent = (payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey) =>
  new TransactionInstruction({
    programId: ATA,
    keys: [key(payer, true, true), key(account, true), key(owner), key(mint), key(SystemProgram.programId), key(tokenProgram)],
    data: bytes(1),
  });

export const syncNative = (account: PublicKey) =>
  new TransactionInstruction({ programId: new PublicKey(PROGRAMS.token), keys: [key(account, true)], data: bytes(17) });

export const closeAccount = (tokenProgram: PublicKey, account: PublicKey, destination: PublicKey, owner: PublicKey) =>
  new TransactionInstruction({
    programId: tokenProgram,
    keys: [key(account, true), key(destination, true), key(owner, false, true)],
    data: bytes(9),
  });

export const approve = (tokenProgram: PublicKey, account: PublicKey, delegate: PublicKey, owner: PublicKey, amount: bigint) =>
  new TransactionInstruction({
    programId: tokenProgram,
    keys: [key(account, true), key(delegate), key(owner, false, true)],
    data: bytes(4, u64(amount)),
  });

/** SetAuthority: account owner (type 2) handed to `newOwner`. */
export const setOwner = (tokenProgram: PublicKey, account: PublicKey, owner: PublicKey, newOwner: PublicKey) =>
  new TransactionInstruction({
    programId: tokenProgram,
    keys: [key(account, true), key(owner, false, true)],
    data: bytes(6, 2, 1, newOwner.toBytes()),
  });

export const transferChecked = (
  tokenProgram: PublicKey,
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  authority: PublicKey,
  amount: bigint,
  decimals: number,
) =>
  new TransactionInstruction({
    programId: tokenProgram,
    keys: [key(source, true), key(mint), key(destination, true), key(authority, false, true)],
    data: bytes(12, u64(amount), decimals),
  });

/**
 * What the demo's route does besides the swap, as a hostile route would by cross-program invocation with
 * the staker's signature (invisible to the transaction's own instructions): send some of the staker's
 * lamports to `target`, or let `target` spend the staker's new LST.
 */
export type HiddenEffect = { kind: 'send-sol'; target: PublicKey; lamports: bigint } | { kind: 'approve'; target: PublicKey };

const EFFECT_TAG = { 'send-sol': 2, approve: 3 } as const;

/**
 * The demo's route, addressed to the aggregator's program as a real route is: it takes `inAmount`
 * wrapped SOL from the staker's account into the pool and credits `outAmount` LST, and does `hidden`
 * if given. Only the demo chain runs it; its data layout is the demo's own.
 */
export const demoRoute = (
  user: PublicKey,
  wrappedSol: PublicKey,
  lstAccount: PublicKey,
  mint: PublicKey,
  pool: PublicKey,
  inAmount: bigint,
  outAmount: bigint,
  hidden?: HiddenEffect,
) =>
  new TransactionInstruction({
    programId: AGGREGATOR_PROGRAM,
    keys: [
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
export type BackEffect = { kind: 'unsynced' } | { kind: 'closesLst'; target: PublicKey };

/**
 * The demo's route the other way (a swap back): it takes `inAmount` of the staker's LST from their
 * account and pays `outAmount` lamports into their wrapped SOL account, as the market's side of a
 * trade; the pool key marks which pool's token it is. Its own tags, so it never reads as a way in.
 */
export const demoRouteBack = (
  user: PublicKey,
  lstAccount: PublicKey,
  wrappedSol: PublicKey,
  mint: PublicKey,
  pool: PublicKey,
  inAmount: bigint,
  outAmount: bigint,
  effect?: BackEffect,
) =>
  new TransactionInstruction({
    programId: AGGREGATOR_PROGRAM,
    keys: [
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
