import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { PROGRAMS } from '../widget/core/guard/programs';
import { MEMO_PROGRAM } from '../widget/core/addresses/splPrograms';
import { WRAPPED_SOL_MINT } from '../widget/core/lst/lst';
import { associatedTokenAddress } from '../widget/solana/stakeAccounts';
import { POOL_PROGRAMS } from '../widget/core/stakePool/poolPrograms';
import { isWalletAddress, rentExempt, TOKEN_ACCOUNT_RENT, type DemoRawAccount, type DemoTokenAccount } from './demoAccounts';
import {
  AGGREGATOR_PROGRAM,
  approve,
  closeAccount,
  createIdempotent,
  demoRoute,
  demoRouteBack,
  type BackEffect,
  type HiddenEffect,
  readDemoRoute,
  setOwner,
  syncNative,
} from './demoInstructions';
import { runPoolInstruction, type InstructionFault } from './demoPoolProgram';
import { createDemoPools, DEMO_EPOCH, type DemoPool } from './demoPools';
import type { DemoLaunch } from './demoLaunch';
import { exitSeededAddresses, runExitInstruction } from './demoExitPrograms';
import { DEMO_MINIMUM_DELEGATION, STAKE_ACCOUNT_RENT } from './stakePoolAccounts';
import { decodeValidatorList } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddress } from '../widget/solana/poolAddresses';
import type { DecodedTransaction } from '../widget/core/guard/decodedMessage';
import { resolveMessage } from '../widget/core/guard/resolveMessage';
import type { RawAccount } from '../widget/core/guard/tokenLayouts';
import { decodeTransaction } from '../widget/solana/decodeTransaction';
import { feePayerSignature, UnsignedTransactionError } from '../widget/solana/feePayerSignature';
import { programAddressOf } from '../widget/solana/programAddress';
import { decodeBase58, encodeBase58 } from '../widget/core/encoding/base58';
import { addressBytes, u32, utf8 } from '../widget/core/encoding/instructionData';
import type { PlainInstruction } from '../widget/core/encoding/plainInstruction';
import { transferInstruction } from '../widget/core/stakePool/systemInstructions';
import { RECENT_BLOCKHASHES_SYSVAR } from '../widget/core/addresses/sysvars';
import { aggregatorTransaction } from './aggregatorTransaction';
import { demoClock } from './demoClock';
import { NoEd25519Error, verifyEd25519 } from './webEd25519';

export type { DemoTokenAccount } from './demoAccounts';

/**
 * A tiny stand-in for a Solana cluster: it issues blockhashes, builds swap transactions of the
 * aggregator's shape, holds the demo projects' stake pools, runs the few instructions a swap or a
 * deposit uses (for simulation and for real, by one interpreter, so a simulation says what sending
 * would do), and accepts a transaction only when its fee payer really signed it.
 */
export interface DemoChain {
  blockHeight: number;
  /** The clock's epoch: every demo pool was brought up to date in it. */
  epoch: bigint;
  /** The demo projects' stake pools, by address. */
  pools: Map<string, DemoPool>;
  /** Blockhash -> last block height at which it is valid. */
  blockhashes: Map<string, number>;
  /** Signature -> number of status lookups so far. */
  landed: Map<string, number>;
  /** Every transaction accepted, as sent (decoded as the guard reads it). */
  accepted: DecodedTransaction[];
  /** Lamports per wallet; anyone not listed holds DEFAULT_BALANCE. */
  balances: Map<string, bigint>;
  tokenAccounts: Map<string, DemoTokenAccount>;
  /** Signature -> the token balances it changed, as getTransaction reports them. */
  receipts: Map<string, { mint: string; owner: string; before: bigint; after: bigint }[]>;
  /** Signature -> why it failed on chain (it landed, paid its fee, and changed nothing else), and its logs. */
  failures: Map<string, unknown>;
  failureLogs: Map<string, string[]>;
  /** Accounts of other kinds (a launch's stake accounts, mints, lists, metadata; the demo's vote account); their lamports are in `balances`. */
  accounts: Map<string, DemoRawAccount>;
  /** Addresses that are no wallets although on the curve (a launch's seeded accounts): they hold nothing until created. */
  vacant: Set<string>;
  /** The launch's programs, when this chain runs launches (the site's demo; not the try-it script). */
  launch: DemoLaunch | null;
  /** `wallet:pool` pairs whose exit stake addresses are marked vacant already (see noteWallets). */
  exitNoted: Set<string>;
}

/** What a demo wallet holds unless a test says otherwise: 100 SOL. */
export const DEFAULT_BALANCE = 100_000_000_000n;
export const BLOCKHASH_LIFETIME = 20;
/** Each blockhash check advances the chain this much, so an expiry shows within seconds in the demo. */
export const BLOCKS_PER_LOOKUP = 5;
/** The fee of one signature. */
const BASE_FEE = 5_000n;

export function createDemoChain(launch: DemoLaunch | null = null, extraPools: Parameters<typeof createDemoPools>[1] = []): DemoChain {
  const { pools, tokenAccounts, balances, accounts } = createDemoPools(DEMO_EPOCH, extraPools);
  const launchAccounts = launch?.accounts() ?? [];
  return {
    blockHeight: 1_000,
    epoch: DEMO_EPOCH,
    pools,
    blockhashes: new Map(),
    landed: new Map(),
    accepted: [],
    balances: new Map([
      ...balances,
      ...launchAccounts.map(([address, account]): [string, bigint] => [address, rentExempt(account.data.length)]),
    ]),
    tokenAccounts: new Map(tokenAccounts),
    receipts: new Map(),
    failures: new Map(),
    failureLogs: new Map(),
    accounts: new Map([...accounts, ...launchAccounts]),
    vacant: new Set(),
    exitNoted: new Set(),
    launch,
  };
}

/** Before the chain answers about `addresses`: the launch addresses of each wallet among them are vacant (see launchSeededAddresses). */
export function noteWallets(chain: DemoChain, addresses: readonly string[]): void {
  chain.launch?.vacate(chain.vacant, addresses);
  // So are the addresses of its exit stake accounts (the card's seeds), for every pool on the chain.
  for (const address of addresses) {
    if (chain.vacant.has(address) || !isWalletAddress(address)) continue;
    const pools = [...chain.pools.keys()].filter((pool) => !chain.exitNoted.has(`${address}:${pool}`));
    for (const seeded of exitSeededAddresses(address, pools)) chain.vacant.add(seeded);
    for (const pool of pools) chain.exitNoted.add(`${address}:${pool}`);
  }
}

/**
 * What the 'empty-reserve' fault shows: each such pool's reserve at its rent, the SOL above it staked
 * with the pool's first validator instead (the pool's total unchanged). Lamports by address, over
 * what the chain holds; a transaction that lands under the fault keeps it so.
 */
export function shownLamports(chain: DemoChain, serve: ServePool): Map<string, bigint> {
  const shown = new Map<string, bigint>();
  for (const held of chain.pools.values()) {
    const pool = serve(held);
    const list = chain.accounts.get(pool.validatorList);
    const vote = list ? decodeValidatorList(list.data).validators[0]?.voteAccount : undefined;
    if (!pool.emptyReserve || !vote) continue;
    const stake = validatorStakeAddress(held.owner, vote, held.address);
    const surplus = lamportsOf(chain, pool.reserveStake) - STAKE_ACCOUNT_RENT;
    if (surplus <= 0n) continue;
    shown.set(pool.reserveStake, STAKE_ACCOUNT_RENT);
    shown.set(stake, lamportsOf(chain, stake) + surplus);
  }
  return shown;
}

/** A new blockhash, valid for BLOCKHASH_LIFETIME blocks from now (isBlockhashValid and sendTransaction agree). */
export function issueBlockhash(chain: DemoChain): { blockhash: string; lastValidBlockHeight: number } {
  const blockhash = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  const lastValidBlockHeight = chain.blockHeight + BLOCKHASH_LIFETIME;
  chain.blockhashes.set(blockhash, lastValidBlockHeight);
  return { blockhash, lastValidBlockHeight };
}

/** The ways a hostile aggregator's transaction can differ from an honest one. */
export type SwapShape =
  | 'honest'
  | 'drain'
  | 'approve'
  | 'set-authority'
  | 'under-deliver'
  | 'second-signer'
  | 'nonce'
  | 'foreign-program'
  | 'fee-cap'
  | 'fails'
  // Hostile routes whose instructions look honest: what they do besides, they do inside the route.
  | 'skim'
  | 'wsol-drain'
  | 'route-approve';

/** Someone else's address, where a hostile route sends what it takes. */
const STRANGER = encodeBase58(new Uint8Array(32).fill(7));

/**
 * A new wallet's address: a random point on the curve, as a keypair's public key is (about every other
 * random 32 bytes are one): a signer the staker is not.
 */
export function someoneElse(): string {
  for (;;) {
    const address = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
    if (isWalletAddress(address)) return address;
  }
}

/** The aggregator's compute budget, with @solana-program/compute-budget's builders (the widget's own). */
const asPlain = ({ programAddress, data }: { programAddress: string; data: ArrayLike<number> }): PlainInstruction => ({
  programAddress,
  accounts: [],
  data: Uint8Array.from(data),
});
const computeUnitLimit = (units: number) => asPlain(getSetComputeUnitLimitInstruction({ units }));
const computeUnitPrice = (microLamports: bigint) => asPlain(getSetComputeUnitPriceInstruction({ microLamports }));

/** The System program's AdvanceNonceAccount (4): what makes a transaction durable, which no swap of ours is. */
const nonceAdvance = (nonce: string, authority: string): PlainInstruction => ({
  programAddress: PROGRAMS.system,
  accounts: [
    { address: nonce, signer: false, writable: true },
    { address: RECENT_BLOCKHASHES_SYSVAR, signer: false, writable: false },
    { address: authority, signer: true, writable: false },
  ],
  data: u32(4),
});

/** What the demo's staker holds as wrapped SOL before a 'wsol-drain' swap: 5 SOL. */
export const HELD_WRAPPED_SOL = 5_000_000_000n;
/** What a 'skim' route takes: under the 0.01 SOL a flat fee reserve would have allowed. */
export const SKIM_LAMPORTS = 7_900_000n;

export interface SwapOrder {
  user: string;
  mint: string;
  tokenProgram: string;
  pool: string;
  lamports: bigint;
  outAmount: bigint;
}

export function buildSwapTransaction(
  chain: DemoChain,
  order: SwapOrder,
  shape: SwapShape = 'honest',
): { transaction: Uint8Array; lastValidBlockHeight: number } {
  const { blockhash, lastValidBlockHeight } = issueBlockhash(chain);
  const { user, mint, tokenProgram, pool, lamports } = order;
  const token = PROGRAMS.token;
  const wrappedSol = associatedTokenAddress(user, WRAPPED_SOL_MINT, PROGRAMS.token);
  const lstAccount = associatedTokenAddress(user, mint, tokenProgram);
  const out = shape === 'under-deliver' ? order.outAmount / 2n : order.outAmount;
  const routeIn = shape === 'fails' ? lamports * 2n : lamports;
  if (shape === 'wsol-drain' && !chain.tokenAccounts.has(wrappedSol)) {
    const account = { mint: WRAPPED_SOL_MINT, owner: user, program: PROGRAMS.token, native: true };
    chain.tokenAccounts.set(wrappedSol, {
      ...account,
      amount: HELD_WRAPPED_SOL,
      lamports: HELD_WRAPPED_SOL + TOKEN_ACCOUNT_RENT,
    });
  }
  const hidden: HiddenEffect | undefined =
    shape === 'skim'
      ? { kind: 'send-sol', target: STRANGER, lamports: SKIM_LAMPORTS }
      : shape === 'wsol-drain'
        ? { kind: 'send-sol', target: STRANGER, lamports: HELD_WRAPPED_SOL }
        : shape === 'route-approve'
          ? { kind: 'approve', target: STRANGER }
          : undefined;
  let instructions: PlainInstruction[] = [
    computeUnitLimit(200_000),
    computeUnitPrice(shape === 'fee-cap' ? 50_000_000n : 1_000n),
    createIdempotent(user, wrappedSol, user, WRAPPED_SOL_MINT, token),
    transferInstruction(user, wrappedSol, lamports),
    syncNative(wrappedSol),
    createIdempotent(user, lstAccount, user, mint, tokenProgram),
    demoRoute(user, wrappedSol, lstAccount, mint, pool, routeIn, out, hidden),
    closeAccount(token, wrappedSol, user, user),
  ];
  if (shape === 'drain') instructions = [transferInstruction(user, STRANGER, 99_000_000_000n)];
  if (shape === 'approve') instructions.push(approve(tokenProgram, lstAccount, STRANGER, user, 2n ** 64n - 1n));
  if (shape === 'set-authority') instructions.push(setOwner(tokenProgram, lstAccount, user, STRANGER));
  if (shape === 'second-signer') instructions.push(transferInstruction(someoneElse(), user, 1n));
  if (shape === 'nonce') instructions.unshift(nonceAdvance(someoneElse(), user));
  if (shape === 'foreign-program') instructions.push({ programAddress: MEMO_PROGRAM, accounts: [], data: utf8('hi') });
  return { transaction: aggregatorTransaction(user, blockhash, instructions), lastValidBlockHeight };
}

/**
 * The ways a swap back can be built: as an honest aggregator would, taking twice the LST it quoted, or
 * doing something to the staker's accounts besides: opening a USDC account of theirs ('opens-account'),
 * leaving the SOL paid in their wrapped SOL account ('locks-sol'), paying it unsynced into a wrapped SOL
 * account of theirs that an old approval lets a stranger spend ('delegated-wsol'), or closing their
 * emptied LST account to a stranger inside its route ('route-close'); or an honest one priced at the edge
 * of the guard's priority fee cap, where the close the card appends would take it over ('near-cap': it
 * goes as built, and the emptied account stays open).
 */
export type SwapBackShape =
  'honest' | 'over-take' | 'fails' | 'opens-account' | 'locks-sol' | 'delegated-wsol' | 'route-close' | 'near-cap';

/** The swap-back shapes a demo fault of the same name builds. */
export const SWAP_BACK_SHAPES: readonly SwapBackShape[] = [
  'over-take',
  'opens-account',
  'locks-sol',
  'delegated-wsol',
  'route-close',
  'near-cap',
];
/** 'near-cap': 200,000 units at this price is 990,000 lamports, under the guard's 1,000,000; the close's 10,000 more units are not. */
const NEAR_CAP_PRICE = 4_950_000n;

/** A mint the staker has no account of: USDC's (the guard names it), for 'opens-account'. */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** What the staker holds as wrapped SOL before a 'delegated-wsol' swap back, all of it approved to a stranger long ago: 1 SOL. */
export const DELEGATED_WRAPPED_SOL = 1_000_000_000n;

export interface SwapBackOrder {
  user: string;
  mint: string;
  tokenProgram: string;
  pool: string;
  /** The LST the quote takes, and the lamports it pays. */
  poolTokens: bigint;
  outAmount: bigint;
}

/**
 * A swap back of the aggregator's shape: a wrapped SOL account for the staker, the demo route taking
 * their LST and paying into it, and the account closed so the SOL lands in the wallet.
 */
export function buildSwapBackTransaction(
  chain: DemoChain,
  order: SwapBackOrder,
  shape: SwapBackShape = 'honest',
): { transaction: Uint8Array; lastValidBlockHeight: number } {
  const { blockhash, lastValidBlockHeight } = issueBlockhash(chain);
  const { user, mint, tokenProgram, pool } = order;
  const token = PROGRAMS.token;
  const wrappedSol = associatedTokenAddress(user, WRAPPED_SOL_MINT, PROGRAMS.token);
  const lstAccount = associatedTokenAddress(user, mint, tokenProgram);
  // 'fails': more than any staker here holds, so the route fails when simulated.
  const taken = shape === 'over-take' ? order.poolTokens * 2n : shape === 'fails' ? 2n ** 63n : order.poolTokens;
  if (shape === 'delegated-wsol' && !chain.tokenAccounts.has(wrappedSol)) {
    chain.tokenAccounts.set(wrappedSol, {
      mint: WRAPPED_SOL_MINT,
      owner: user,
      program: PROGRAMS.token,
      native: true,
      amount: DELEGATED_WRAPPED_SOL,
      lamports: DELEGATED_WRAPPED_SOL + TOKEN_ACCOUNT_RENT,
      delegate: STRANGER,
      delegatedAmount: DELEGATED_WRAPPED_SOL,
    });
  }
  const effect: BackEffect | undefined =
    shape === 'delegated-wsol' ? { kind: 'unsynced' } : shape === 'route-close' ? { kind: 'closesLst', target: STRANGER } : undefined;
  const instructions = [
    computeUnitLimit(200_000),
    computeUnitPrice(shape === 'near-cap' ? NEAR_CAP_PRICE : 1_000n),
    createIdempotent(user, wrappedSol, user, WRAPPED_SOL_MINT, token),
    ...(shape === 'opens-account'
      ? [createIdempotent(user, associatedTokenAddress(user, USDC_MINT, PROGRAMS.token), user, USDC_MINT, token)]
      : []),
    demoRouteBack(user, lstAccount, wrappedSol, mint, pool, taken, order.outAmount, effect),
    // The SOL stays wrapped when the route leaves the account open.
    ...(shape === 'locks-sol' || shape === 'delegated-wsol' ? [] : [closeAccount(token, wrappedSol, user, user)]),
  ];
  return { transaction: aggregatorTransaction(user, blockhash, instructions), lastValidBlockHeight };
}

/** The chain's state as a transaction would leave it. */
export interface Ledger {
  lamports: Map<string, bigint>;
  tokens: Map<string, DemoTokenAccount>;
  pools: Map<string, DemoPool>;
  accounts: Map<string, DemoRawAccount>;
}

/** How the chain shows a pool: as it is, or as a demo fault has it (see demoPools' servedPool). */
export type ServePool = (pool: DemoPool) => DemoPool;
const asHeld: ServePool = (pool) => pool;

/** What running a transaction came to: the state after, its error (null when it succeeded), and its logs. */
export interface TransactionRun {
  ledger: Ledger;
  err: unknown;
  logs: string[];
  /** What it costs its fee payer: per signature, and the priority fee its compute budget sets. */
  fee: bigint;
}

/** An address's lamports: as held, or the demo's 100 SOL for a wallet never seen (nothing for a vacant or program address). */
export function lamportsOf(chain: DemoChain, address: string): bigint {
  const held = chain.balances.get(address);
  if (held !== undefined) return held;
  return chain.vacant.has(address) || !isWalletAddress(address) ? 0n : DEFAULT_BALANCE;
}

const u64At = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
const u32At = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);

/** An account as the guard reads one (a lookup table, here), or null when the chain holds nothing there. */
function rawAccount(chain: DemoChain, address: string): RawAccount | null {
  const held = chain.accounts.get(address);
  return held ? { ...held, lamports: lamportsOf(chain, address), executable: false } : null;
}

/** Runs a transaction's instructions on a copy of the chain's state: what simulating and landing share. */
export function runTransaction(chain: DemoChain, transaction: DecodedTransaction, serve: ServePool = asHeld): TransactionRun {
  const { message } = transaction;
  const keys = message.staticKeys;
  const ledger: Ledger = {
    lamports: shownLamports(chain, serve),
    tokens: new Map([...chain.tokenAccounts].map(([address, account]) => [address, { ...account }])),
    pools: new Map([...chain.pools].map(([address, pool]) => [address, { ...pool }])),
    accounts: new Map([...chain.accounts].map(([address, account]) => [address, { ...account, data: account.data.slice() }])),
  };
  noteWallets(chain, [keys[0]!]);
  const sol = (address: string) => ledger.lamports.get(address) ?? lamportsOf(chain, address);
  const add = (address: string, delta: bigint) => {
    const account = ledger.tokens.get(address);
    if (account) account.lamports += delta;
    else ledger.lamports.set(address, sol(address) + delta);
  };
  const payer = keys[0]!;
  let unitPrice = 0n;
  let units = 200_000n;
  for (const instruction of message.instructions) {
    const program = keys[instruction.programIndex];
    const data = instruction.data;
    if (program === PROGRAMS.computeBudget && data[0] === 3) unitPrice = u64At(data, 1);
    if (program === PROGRAMS.computeBudget && data[0] === 2) units = BigInt(u32At(data, 1));
  }
  const fee = BASE_FEE * BigInt(message.signaturesRequired) + (unitPrice * units + 999_999n) / 1_000_000n;
  add(payer, -fee);

  const logs: string[] = [];
  const fail = (index: number, error: InstructionFault = { Custom: 1 }) => {
    // As the runtime logs a program's own error: the card words it by the program that failed (failureWords).
    const program = keys[message.instructions[index]!.programIndex];
    if (typeof error === 'object') logs.push(`Program ${program} failed: custom program error: 0x${error.Custom.toString(16)}`);
    return { ledger, err: { InstructionError: [index, error] }, logs, fee };
  };
  // Every account the instructions name: the static keys, then what the message's lookup tables on this chain hold.
  const tables = new Map(message.lookups.map(({ table }) => [table, rawAccount(chain, table)]));
  const resolved = resolveMessage(message, tables);
  if (!('accountKeys' in resolved)) return { ledger, err: 'AddressLookupTableNotFound', logs, fee };
  const { accountKeys, writable } = resolved;
  for (const [index, instruction] of message.instructions.entries()) {
    const program = keys[instruction.programIndex]!;
    // As the runtime logs each instruction it runs (its programs' calls are not modelled: each fails as itself).
    logs.push(`Program ${program} invoke [1]`);
    const account = (position: number) => accountKeys[instruction.accounts[position] ?? -1] ?? '';
    const data = instruction.data;
    const accounts = instruction.accounts.map((at) => ({
      address: accountKeys[at] ?? '',
      signer: at < message.signaturesRequired,
      writable: writable.includes(accountKeys[at] ?? ''),
    }));
    const exitLedger = {
      ...ledger,
      serve,
      epoch: chain.epoch,
      lamports: sol,
      addLamports: add,
      minimumDelegation: DEMO_MINIMUM_DELEGATION,
      unixTimestamp: demoClock(chain).unixTimestamp,
    };
    const exited = runExitInstruction(program, accounts, data, exitLedger);
    if (exited) {
      logs.push(...exited.logs);
      if (!exited.ok) return fail(index, exited.error);
      continue;
    }
    const launched =
      chain.launch?.run(program, accounts, data, { ...ledger, serve, epoch: chain.epoch, lamports: sol, addLamports: add }) ?? null;
    if (launched) {
      logs.push(...launched.logs);
      if (!launched.ok) return fail(index, launched.error);
      continue;
    }
    if (program === PROGRAMS.associatedToken) {
      // The associated token program creates only the account its address says: the owner's, for the mint.
      if (account(1) !== associatedTokenAddress(account(2), account(3), account(5))) return fail(index, 'InvalidSeeds');
      if (!ledger.tokens.has(account(1))) {
        ledger.tokens.set(account(1), {
          mint: account(3),
          owner: account(2),
          program: account(5),
          amount: 0n,
          lamports: TOKEN_ACCOUNT_RENT,
        });
        add(account(0), -TOKEN_ACCOUNT_RENT);
      }
    } else if (program === PROGRAMS.system && u32At(data, 0) === 2) {
      add(account(0), -u64At(data, 4));
      add(account(1), u64At(data, 4));
    } else if (program === PROGRAMS.token || program === PROGRAMS.token2022) {
      const target = ledger.tokens.get(account(0));
      if (data[0] === 17 && target) target.amount = target.lamports - TOKEN_ACCOUNT_RENT;
      if (data[0] === 9) {
        // As the token programs do: an account that is not there (closed earlier in this transaction) cannot be closed.
        if (!target) return fail(index, 'UninitializedAccount');
        add(account(1), target.lamports);
        ledger.tokens.delete(account(0));
      }
    } else if (POOL_PROGRAMS.includes(program)) {
      const result = runPoolInstruction(
        { programId: program, accounts, data },
        { ...ledger, serve, epoch: chain.epoch, lamports: sol, addLamports: add },
      );
      logs.push(...result.logs);
      if (!result.ok) return fail(index, result.error);
    } else if (program === AGGREGATOR_PROGRAM && readDemoRoute(data)?.back) {
      // The swap back: the staker's LST goes to the market, its SOL into their wrapped SOL account.
      const route = readDemoRoute(data)!;
      const lst = ledger.tokens.get(account(1));
      const wrapped = ledger.tokens.get(account(2));
      if (!lst || !wrapped || lst.owner !== account(0) || lst.amount < route.inAmount) return fail(index);
      lst.amount -= route.inAmount;
      // Unsynced: lamports arrive, the account's token amount stays (anyone may sync it later).
      if (route.backEffect !== 'unsynced') wrapped.amount += route.outAmount;
      wrapped.lamports += route.outAmount;
      // 'closesLst': the LST account, once emptied, closed with its rent sent to the route's sixth account.
      if (route.backEffect === 'closesLst' && lst.amount === 0n) {
        add(account(5), lst.lamports);
        ledger.tokens.delete(account(1));
      }
    } else if (program === AGGREGATOR_PROGRAM) {
      const route = readDemoRoute(data);
      const wrapped = ledger.tokens.get(account(1));
      const lst = ledger.tokens.get(account(2));
      if (!route || !wrapped || !lst || wrapped.amount < route.inAmount) return fail(index);
      wrapped.amount -= route.inAmount;
      wrapped.lamports -= route.inAmount;
      add(account(4), route.inAmount);
      lst.amount += route.outAmount;
      if (route.hidden?.kind === 'send-sol') {
        add(account(0), -route.hidden.lamports);
        add(account(5), route.hidden.lamports);
      }
      if (route.hidden?.kind === 'approve') {
        lst.delegate = account(5);
        lst.delegatedAmount = 2n ** 64n - 1n;
      }
    }
    if ([...ledger.lamports.values()].some((value) => value < 0n)) return fail(index);
  }
  return { ledger, err: null, logs, fee };
}

export type SendVerdict = { ok: true; signature: string } | { ok: false; code: number; message: string };

/**
 * Accepts a signed transaction once (a rebroadcast of the same bytes changes nothing) and lands it;
 * `serve`: how the chain shows its pools then (a demo fault). The fee payer's signature is checked with
 * the browser's WebCrypto (async); a browser without Ed25519 gets an RPC error that says so.
 */
export async function acceptTransaction(chain: DemoChain, wire: Uint8Array, serve: ServePool = asHeld): Promise<SendVerdict> {
  let transaction: DecodedTransaction;
  try {
    transaction = decodeTransaction(wire);
  } catch {
    return { ok: false, code: -32602, message: 'failed to deserialize transaction' };
  }
  const payer = transaction.message.staticKeys[0];
  if (!payer || transaction.message.signaturesRequired === 0) return { ok: false, code: -32602, message: 'transaction has no fee payer' };
  const unverified = { ok: false, code: -32003, message: 'Transaction signature verification failure' } as const;
  let id: string;
  try {
    id = feePayerSignature(wire);
  } catch (error) {
    // An empty signature slot verifies no better than a wrong signature.
    if (error instanceof UnsignedTransactionError) return unverified;
    return { ok: false, code: -32602, message: 'failed to deserialize transaction' };
  }
  try {
    if (!(await verifyEd25519(decodeBase58(id), transaction.messageBytes, addressBytes(payer)))) return unverified;
  } catch (error) {
    if (error instanceof NoEd25519Error) return { ok: false, code: -32003, message: error.message };
    throw error;
  }
  const lastValid = chain.blockhashes.get(transaction.message.recentBlockhash);
  if (lastValid === undefined || lastValid < chain.blockHeight) return { ok: false, code: -32002, message: 'Blockhash not found' };
  if (!chain.landed.has(id)) {
    chain.landed.set(id, 0);
    chain.accepted.push(transaction);
    land(chain, transaction, id, serve);
  }
  return { ok: true, signature: id };
}

function land(chain: DemoChain, transaction: DecodedTransaction, id: string, serve: ServePool): void {
  const { ledger, err, fee, logs } = runTransaction(chain, transaction, serve);
  if (err) {
    // A failed transaction still pays its fee, and does nothing else.
    const payer = transaction.message.staticKeys[0]!;
    chain.balances.set(payer, lamportsOf(chain, payer) - fee);
    chain.failures.set(id, err);
    chain.failureLogs.set(id, logs);
    chain.receipts.set(id, []);
    return;
  }
  const changes = [...new Set([...chain.tokenAccounts.keys(), ...ledger.tokens.keys()])].flatMap((address) => {
    const before = chain.tokenAccounts.get(address);
    const after = ledger.tokens.get(address);
    const account = (after ?? before)!;
    const change = { mint: account.mint, owner: account.owner, before: before?.amount ?? 0n, after: after?.amount ?? 0n };
    return change.before === change.after ? [] : [change];
  });
  for (const [address, lamports] of ledger.lamports) chain.balances.set(address, lamports);
  chain.tokenAccounts = ledger.tokens;
  chain.pools = ledger.pools;
  chain.accounts = ledger.accounts;
  chain.receipts.set(id, changes);
}

/**
 * The 'outside-account' fault: half of what `owner` holds in their associated account of each LST moves
 * into a second token account of theirs (once), as a wallet that received tokens at another account
 * would hold them. Every read and transaction after sees it.
 */
export function holdHalfElsewhere(chain: DemoChain, owner: string): void {
  for (const [address, token] of [...chain.tokenAccounts]) {
    if (token.owner !== owner || token.native || address !== associatedTokenAddress(owner, token.mint, token.program)) continue;
    const elsewhere = programAddressOf([addressBytes(owner), utf8('elsewhere'), addressBytes(token.mint)], token.program);
    if (chain.tokenAccounts.has(elsewhere) || token.amount < 2n) continue;
    const moved = token.amount / 2n;
    token.amount -= moved;
    chain.tokenAccounts.set(elsewhere, { mint: token.mint, owner, program: token.program, amount: moved, lamports: TOKEN_ACCOUNT_RENT });
  }
}
