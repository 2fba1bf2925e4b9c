import { address, lamports as kitLamports } from '@solana/kit';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { fileURLToPath } from 'node:url';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst/lst';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { AGGREGATOR_PROGRAM, closeAccount, createIdempotent, syncNative, transferChecked } from './web3DemoInstructions';

/**
 * A Solana runtime (litesvm) with what a stake touches: the staker, an LST mint, a pool that takes
 * wrapped SOL and pays out the LST, and the relay program at the aggregator's address, so a route
 * instruction can do anything by cross-program invocation with the staker's signature.
 */
export const SOL = 1_000_000_000n;
export const TOKEN = new PublicKey(PROGRAMS.token);
export const TOKEN_2022 = new PublicKey(PROGRAMS.token2022);
export const WSOL = new PublicKey(WRAPPED_SOL_MINT);
export const USDC = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
/** Phantom's assertion program: a wallet may add its instructions to what it signs. */
export const LIGHTHOUSE = new PublicKey('L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95');
const TOKEN_ACCOUNT_RENT = 2_039_280n;
const U64_MAX = 2n ** 64n - 1n;

export const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sbpf-test-programs/${name}`, import.meta.url));

/** Little-endian integers and byte strings, for account data and instruction data written by hand. */
export const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
};
const u16 = (value: number) => Uint8Array.of(value & 0xff, value >> 8);
export const u32 = (value: number) => Uint8Array.of(value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24);
export const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const optionalKey = (key: PublicKey | null | undefined) => (key ? concat(u32(1), key.toBytes()) : new Uint8Array(36));

/** A mint as the token programs write it; `extensions` makes it a Token-2022 mint with those (type, bytes). */
export function mintBytes({
  decimals = 9,
  supply = 1_000_000n * SOL,
  freezeAuthority = null,
  extensions,
}: { decimals?: number; supply?: bigint; freezeAuthority?: PublicKey | null; extensions?: [number, Uint8Array][] } = {}) {
  const base = concat(optionalKey(Keypair.generate().publicKey), u64(supply), Uint8Array.of(decimals, 1), optionalKey(freezeAuthority));
  if (!extensions) return base;
  const tlv = extensions.map(([type, value]) => concat(u16(type), u16(value.length), value));
  return concat(base, new Uint8Array(165 - base.length), Uint8Array.of(1), ...tlv);
}

/** A token account as the token programs write it. `native`: a wrapped-SOL account (its rent reserve). */
export function tokenAccountBytes(
  mint: PublicKey,
  owner: PublicKey,
  amount: bigint,
  {
    delegate = null,
    delegatedAmount = 0n,
    native = false,
  }: { delegate?: PublicKey | null; delegatedAmount?: bigint; native?: boolean } = {},
) {
  return concat(
    mint.toBytes(),
    owner.toBytes(),
    u64(amount),
    optionalKey(delegate),
    Uint8Array.of(1),
    native ? concat(u32(1), u64(TOKEN_ACCOUNT_RENT)) : new Uint8Array(12),
    u64(delegatedAmount),
    new Uint8Array(36),
  );
}

/** An address lookup table holding `addresses`, active, extended long before the current slot. */
export function lookupTableBytes(addresses: PublicKey[]) {
  return concat(u32(1), u64(U64_MAX), u64(0n), Uint8Array.of(0, 0), new Uint8Array(34), ...addresses.map((key) => key.toBytes()));
}

/** The relay, at the aggregator's address: it calls `callee` with `accounts` and `data`, passing on the staker's signature. */
export function relay(callee: PublicKey, accounts: { pubkey: PublicKey; isWritable?: boolean; isSigner?: boolean }[], data: Uint8Array) {
  const keys = accounts.map(({ pubkey, isWritable = false, isSigner = false }) => ({ pubkey, isWritable, isSigner }));
  const flags = keys.map(({ isWritable, isSigner }) => (isWritable ? 1 : 0) | (isSigner ? 2 : 0));
  return new TransactionInstruction({
    programId: AGGREGATOR_PROGRAM,
    keys: [{ pubkey: callee, isWritable: false, isSigner: false }, ...keys],
    data: Buffer.from(concat(Uint8Array.of(keys.length), Uint8Array.from(flags), data)),
  });
}

/** Token instructions a route may make the token program run for the staker, by cross-program invocation. */
export const viaRoute = {
  transfer: (program: PublicKey, from: PublicKey, mint: PublicKey, to: PublicKey, authority: PublicKey, amount: bigint, decimals = 9) =>
    relay(
      program,
      [{ pubkey: from, isWritable: true }, { pubkey: mint }, { pubkey: to, isWritable: true }, { pubkey: authority, isSigner: true }],
      concat(Uint8Array.of(12), u64(amount), Uint8Array.of(decimals)),
    ),
  approve: (program: PublicKey, account: PublicKey, delegate: PublicKey, owner: PublicKey, amount = U64_MAX) =>
    relay(
      program,
      [{ pubkey: account, isWritable: true }, { pubkey: delegate }, { pubkey: owner, isSigner: true }],
      concat(Uint8Array.of(4), u64(amount)),
    ),
  /** SetAuthority, type 3: who may close the account. */
  setCloseAuthority: (program: PublicKey, account: PublicKey, owner: PublicKey, authority: PublicKey) =>
    relay(
      program,
      [
        { pubkey: account, isWritable: true },
        { pubkey: owner, isSigner: true },
      ],
      concat(Uint8Array.of(6, 3, 1), authority.toBytes()),
    ),
  sendSol: (from: PublicKey, to: PublicKey, lamports: bigint) =>
    relay(
      SystemProgram.programId,
      [
        { pubkey: from, isWritable: true, isSigner: true },
        { pubkey: to, isWritable: true },
      ],
      concat(u32(2), u64(lamports)),
    ),
  /** CreateAccountWithSeed: an account owned by `owner`, funded with the staker's lamports. */
  createWithSeed: (from: PublicKey, created: PublicKey, seed: string, lamports: bigint, owner: PublicKey) =>
    relay(
      SystemProgram.programId,
      [
        { pubkey: from, isWritable: true, isSigner: true },
        { pubkey: created, isWritable: true },
      ],
      concat(u32(3), from.toBytes(), u64(BigInt(seed.length)), new TextEncoder().encode(seed), u64(lamports), u64(0n), owner.toBytes()),
    ),
};

export interface World {
  svm: LiteSVM;
  user: Keypair;
  mint: PublicKey;
  tokenProgram: PublicKey;
  /** The pool's wrapped-SOL vault (someone else's) and its LST vault, which lets the staker spend from it. */
  solVault: PublicKey;
  lstVault: PublicKey;
  wrappedSol: PublicKey;
  lstAccount: PublicKey;
  put(key: PublicKey, data: Uint8Array, owner: PublicKey, lamports?: bigint): void;
  balance(key: PublicKey): bigint;
  tokens(key: PublicKey): bigint | null;
}

/** A fresh runtime: 20 SOL for the staker, a plain LST mint (or the one given) and a pool for it. */
export function createWorld({ mint: mintData, tokenProgram = TOKEN }: { mint?: Uint8Array; tokenProgram?: PublicKey } = {}): World {
  const svm = new LiteSVM();
  svm.warpToSlot(100n); // lookup tables extended at slot 0 are usable
  svm.addProgramFromFile(address(AGGREGATOR_PROGRAM.toBase58()), fixture('relay.so'));
  const user = Keypair.generate();
  const mint = Keypair.generate().publicKey;
  const put = (key: PublicKey, data: Uint8Array, owner: PublicKey, lamports?: bigint) =>
    svm.setAccount({
      address: address(key.toBase58()),
      lamports: kitLamports(lamports ?? svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: address(owner.toBase58()),
      data,
      executable: false,
      space: BigInt(data.length),
    } as never);
  svm.airdrop(address(user.publicKey.toBase58()), kitLamports(20n * SOL));
  put(WSOL, mintBytes(), TOKEN);
  put(mint, mintData ?? mintBytes(), tokenProgram);
  const solVault = Keypair.generate().publicKey;
  const lstVault = Keypair.generate().publicKey;
  put(solVault, tokenAccountBytes(WSOL, Keypair.generate().publicKey, 0n, { native: true }), TOKEN);
  put(
    lstVault,
    tokenAccountBytes(mint, Keypair.generate().publicKey, 1_000n * SOL, { delegate: user.publicKey, delegatedAmount: 1_000n * SOL }),
    tokenProgram,
  );
  const ata = (mintKey: PublicKey, program: PublicKey) =>
    new PublicKey(associatedTokenAddress(user.publicKey.toBase58(), mintKey.toBase58(), program.toBase58()));
  return {
    svm,
    user,
    mint,
    tokenProgram,
    solVault,
    lstVault,
    wrappedSol: ata(WSOL, TOKEN),
    lstAccount: ata(mint, tokenProgram),
    put,
    balance: (key) => svm.getBalance(address(key.toBase58())) ?? 0n,
    tokens(key) {
      const account = svm.getAccount(address(key.toBase58()));
      return account.exists ? new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(64, true) : null;
    },
  };
}

export interface RouteOptions {
  /** SOL staked. */
  lamports: bigint;
  /** LST the route delivers. */
  out: bigint;
  /** Compute budget instructions; a limit of 300,000 units at 1,000 micro-lamports by default. */
  computeBudget?: TransactionInstruction[];
  /** Instructions added after the honest ones: what a hostile route does besides. */
  extra?: TransactionInstruction[];
  /** Replaces the route's pay-and-deliver pair. */
  route?: TransactionInstruction[];
  /** Leave out the final close of the wrapped-SOL account. */
  keepWrappedSol?: boolean;
  /** Build a legacy message instead of a v0 one. */
  legacy?: boolean;
  /** Lookup tables the v0 message loads its accounts from. */
  tables?: AddressLookupTableAccount[];
}

/** The aggregator's shape: compute budget, wrap, sync, create the LST account, route, unwrap. */
export function swapTransaction(world: World, options: RouteOptions): VersionedTransaction {
  const { user, mint, tokenProgram, wrappedSol, lstAccount } = world;
  const owner = user.publicKey;
  const instructions = [
    ...(options.computeBudget ?? [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
    ]),
    createIdempotent(owner, wrappedSol, owner, WSOL, TOKEN),
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: wrappedSol, lamports: options.lamports }),
    syncNative(wrappedSol),
    createIdempotent(owner, lstAccount, owner, mint, tokenProgram),
    ...(options.route ?? [
      viaRoute.transfer(TOKEN, wrappedSol, WSOL, world.solVault, owner, options.lamports),
      viaRoute.transfer(tokenProgram, world.lstVault, mint, lstAccount, owner, options.out),
    ]),
    ...(options.keepWrappedSol ? [] : [closeAccount(TOKEN, wrappedSol, owner, owner)]),
    ...(options.extra ?? []),
  ];
  const message = new TransactionMessage({ payerKey: owner, recentBlockhash: world.svm.latestBlockhash(), instructions });
  return new VersionedTransaction(options.legacy ? message.compileToLegacyMessage() : message.compileToV0Message(options.tables));
}

/** Puts a lookup table holding `addresses` on chain, for a v0 message to load them from. */
export function lookupTable(world: World, addresses: PublicKey[]): AddressLookupTableAccount {
  const key = Keypair.generate().publicKey;
  world.put(key, lookupTableBytes(addresses), new PublicKey(PROGRAMS.addressLookupTable));
  return new AddressLookupTableAccount({
    key,
    state: { deactivationSlot: U64_MAX, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses },
  });
}

/** Puts a token account of the staker's on chain (any mint): their USDC, a second LST account, their wrapped SOL. */
export function holding(
  world: World,
  key: PublicKey,
  mint: PublicKey,
  amount: bigint,
  options: Parameters<typeof tokenAccountBytes>[3] = {},
  program = TOKEN,
) {
  const rent = TOKEN_ACCOUNT_RENT;
  world.put(key, tokenAccountBytes(mint, world.user.publicKey, amount, options), program, options.native ? rent + amount : rent);
}

export { transferChecked };
