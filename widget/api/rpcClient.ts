import * as v from 'valibot';
import { ServiceError } from '../core/config/errors';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { requestJson, type HttpConfig } from './requestJson';
import { validate } from './validate';
import { base64ToBytes, bytesToBase64 } from '../core/encoding/base64';
import { STAKE_PROGRAM } from '../core/addresses/nativePrograms';

/**
 * The JSON-RPC methods a stake needs, over the widget's own validated HTTP client. web3.js's
 * Connection would add its websocket and RPC layers to the lazy chunk, and its websocket cannot be
 * served by the demo; polling works behind any proxy.
 */
export interface RpcClient {
  sendTransaction(signed: Uint8Array): Promise<string>;
  getSignatureStatus(signature: string, searchHistory?: boolean): Promise<SignatureStatus | null>;
  isBlockhashValid(blockhash: string): Promise<boolean>;
  /** Lamports held by `address`. */
  getBalance(address: string): Promise<bigint>;
  /**
   * The accounts as they are now, any number of them (asked for 100 at a time, the RPC's limit), and the
   * slot they were read at: the newest of the calls' slots. `minContextSlot`: not older than this.
   */
  getMultipleAccounts(addresses: readonly string[], signal?: AbortSignal, minContextSlot?: number): Promise<AccountsAt>;
  simulateTransaction(
    transaction: Uint8Array,
    addresses: readonly string[],
    signal?: AbortSignal,
    minContextSlot?: number,
  ): Promise<Simulation>;
  /** The token balances a confirmed transaction recorded, before and after. */
  getTokenBalanceChanges(signature: string): Promise<TokenBalanceChange[] | null>;
  /** The log lines a landed transaction left (each program's calls, and which failed), or null when the node has none. */
  getTransactionLogs(signature: string): Promise<readonly string[] | null>;
  /** A recent blockhash, for a transaction we build ourselves (its expiry is then `isBlockhashValid`'s to say). */
  getLatestBlockhash(signal?: AbortSignal): Promise<string>;
  /** The least a stake account may delegate on this cluster (a new validator's stake in a pool needs it). */
  getStakeMinimumDelegation(signal?: AbortSignal): Promise<bigint>;
  /**
   * The addresses of every stake account whose withdrawer is `withdrawer` (`getProgramAccounts` of the
   * Stake program, filtered at its byte 44): one request, which public endpoints often refuse or limit.
   */
  getStakeAccountsOf(withdrawer: string, signal?: AbortSignal): Promise<string[]>;
  /** Every token account `owner` has of a mint, or under a token program: one request. */
  getTokenAccountsByOwner(owner: string, filter: { mint: string } | { programId: string }, signal?: AbortSignal): Promise<OwnedAccount[]>;
  /**
   * The compute units a transaction would consume (`unitsConsumed`), simulated on the node's latest
   * blockhash (its own is replaced, so one can be measured before its blockhash is known); null when
   * the node does not say.
   */
  simulateUnits(transaction: Uint8Array, signal?: AbortSignal): Promise<number | null>;
  /**
   * The priority prices (micro-lamports per compute unit) that landed a transaction writing all of
   * `writable` (at most 128 accounts) in each recent slot the node keeps (150 on Agave), in no
   * particular order.
   */
  getRecentPrioritizationFees(writable: readonly string[], signal?: AbortSignal): Promise<number[]>;
}

/** An account the RPC lists by its owner: its address, and the account as it is. */
export interface OwnedAccount {
  address: string;
  account: RawAccount;
}

export interface SignatureStatus {
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
  err: unknown;
  /** The slot the transaction was processed in (absent from a node that leaves it out). */
  slot?: number;
}

export interface AccountsAt {
  slot: number;
  accounts: (RawAccount | null)[];
}

/** How many addresses one getMultipleAccounts call may ask for. */
export const MAX_ACCOUNTS_PER_CALL = 100;

/** One instruction a program invoked during a simulation, as the RPC reported it (accounts by address or by index). */
export type InvokedInstruction = ({ programId: string; accounts?: string[] } | { programIdIndex: number; accounts?: number[] }) & {
  data?: string;
  parsed?: unknown;
};

export interface Simulation {
  /** The slot whose state the simulation ran on. */
  slot: number;
  err: unknown;
  logs: string[];
  /** The accounts asked for, as they would be after the transaction. */
  accounts: (RawAccount | null)[];
  /**
   * The instructions the transaction's programs invoked (cross-program invocations), each by its program:
   * an address when the RPC parsed it, else an index into the message's accounts; with its accounts and
   * base58 data, or the RPC's parsed reading of it, where the RPC gave them. Null when the RPC did not say.
   */
  inner: InvokedInstruction[] | null;
}

export interface TokenBalanceChange {
  mint: string;
  owner: string | null;
  before: bigint;
  after: bigint;
}

/** The spec's send options: at most 2 retries by the RPC node, preflight skipped. */
export const SEND_OPTIONS = { encoding: 'base64', skipPreflight: true, maxRetries: 2 } as const;

/**
 * JSON-RPC errors by which a node says it refused the transaction itself (bad signature, a message
 * that does not sanitize), so it was never forwarded. Anything else leaves the outcome open.
 */
const REFUSAL_CODES: ReadonlySet<number> = new Set([-32003, -32602]);

/** A node's answer to a `minContextSlot` it has not reached: "Minimum context slot has not been reached". */
const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

/** The node answered with a JSON-RPC error: it was reached, and said no. */
export class RpcRefusal extends ServiceError {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super('rpc', 'http', message, '');
  }
  /** True when the node has not reached the slot it was asked to answer from yet (it catches up in moments). */
  get behindSlot(): boolean {
    return this.code === MIN_CONTEXT_SLOT_NOT_REACHED;
  }
  /** True when the node refused the transaction for good (it cannot land through this node). */
  get refusesTransaction(): boolean {
    return this.code !== undefined && REFUSAL_CODES.has(this.code);
  }
}

const FAIL = 'The Solana RPC node did not answer as expected';

const envelope = v.union([
  v.object({ result: v.unknown() }),
  v.object({ error: v.object({ code: v.optional(v.number()), message: v.string() }) }),
]);

const statusesSchema = v.object({
  value: v.array(
    v.nullable(
      v.object({
        confirmationStatus: v.optional(v.nullable(v.picklist(['processed', 'confirmed', 'finalized'])), null),
        err: v.optional(v.unknown(), null),
        slot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
  ),
});

const lamports = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const balanceSchema = v.object({ value: lamports });

const accountSchema = v.nullable(
  v.object({
    lamports,
    owner: v.string(),
    data: v.tuple([v.string(), v.literal('base64')]),
    executable: v.boolean(),
  }),
);
const context = v.object({ slot: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const accountsSchema = v.object({ context, value: v.array(accountSchema) });
/** `getProgramAccounts` without context: the accounts' addresses (their bytes are not asked for). */
const programAccountsSchema = v.array(v.object({ pubkey: v.pipe(v.string(), v.minLength(32), v.maxLength(44)) }));
/** Where a stake account's withdrawer is (after its state tag, rent reserve and staker). */
const STAKE_WITHDRAWER_OFFSET = 44;

const ownedSchema = v.object({
  context,
  value: v.array(v.object({ pubkey: v.pipe(v.string(), v.minLength(32), v.maxLength(44)), account: v.nonNullable(accountSchema) })),
});

const index = v.pipe(v.number(), v.integer(), v.minValue(0));
/** What an RPC may say of an invoked instruction besides its program: raw accounts and data, or its own parsed reading. */
const invokedDetail = <Account extends v.GenericSchema>(account: Account) => ({
  accounts: v.optional(v.array(account)),
  data: v.optional(v.string()),
  parsed: v.optional(v.unknown()),
});

const simulationSchema = v.object({
  context,
  value: v.object({
    err: v.optional(v.unknown(), null),
    logs: v.optional(v.nullable(v.array(v.string())), null),
    accounts: v.optional(v.nullable(v.array(accountSchema)), null),
    innerInstructions: v.optional(
      v.nullable(
        v.array(
          v.object({
            instructions: v.array(
              v.union([
                v.object({ programId: v.string(), ...invokedDetail(v.string()) }),
                v.object({ programIdIndex: index, ...invokedDetail(index) }),
              ]),
            ),
          }),
        ),
      ),
      null,
    ),
  }),
});

const blockhashSchema = v.object({ value: v.object({ blockhash: v.pipe(v.string(), v.minLength(32), v.maxLength(44)) }) });

const unitsSchema = v.object({
  value: v.object({
    err: v.optional(v.unknown(), null),
    unitsConsumed: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  }),
});
/** Each slot's price (its `slot` too, which nothing here needs). */
const prioritizationFeesSchema = v.array(v.object({ prioritizationFee: lamports }));

const tokenBalance = v.object({
  accountIndex: v.number(),
  mint: v.string(),
  owner: v.optional(v.string()),
  uiTokenAmount: v.object({ amount: v.pipe(v.string(), v.regex(/^\d{1,20}$/)) }),
});
const transactionSchema = v.nullable(
  v.object({
    meta: v.nullable(
      v.object({
        preTokenBalances: v.optional(v.nullable(v.array(tokenBalance)), null),
        postTokenBalances: v.optional(v.nullable(v.array(tokenBalance)), null),
        logMessages: v.optional(v.nullable(v.array(v.string())), null),
      }),
    ),
  }),
);

function toRawAccount(account: v.InferOutput<typeof accountSchema>): RawAccount | null {
  if (!account) return null;
  const { lamports, owner, data, executable } = account;
  return { lamports: BigInt(lamports), owner, data: base64ToBytes(data[0]), executable };
}

export function createRpcClient(config: HttpConfig & { rpcUrl: string }): RpcClient {
  let id = 0;
  async function call<S extends v.GenericSchema>(
    method: string,
    params: unknown[],
    schema: S,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<S>> {
    const body = await requestJson(config, {
      service: 'rpc',
      failMessage: FAIL,
      url: config.rpcUrl,
      body: { jsonrpc: '2.0', id: ++id, method, params },
      signal,
    });
    const answer = validate(envelope, body, 'rpc', FAIL);
    if ('error' in answer) throw new RpcRefusal(answer.error.code, answer.error.message);
    return validate(schema, answer.result, 'rpc', FAIL);
  }
  const confirmed = { commitment: 'confirmed' } as const;
  const transactionOptions = { ...confirmed, encoding: 'json', maxSupportedTransactionVersion: 0 };
  return {
    sendTransaction: (signed) => call('sendTransaction', [bytesToBase64(signed), SEND_OPTIONS], v.pipe(v.string(), v.minLength(64))),
    async getSignatureStatus(signature, searchHistory = false) {
      const { value } = await call('getSignatureStatuses', [[signature], { searchTransactionHistory: searchHistory }], statusesSchema);
      return value[0] ?? null;
    },
    async isBlockhashValid(blockhash) {
      const { value } = await call('isBlockhashValid', [blockhash, confirmed], v.object({ value: v.boolean() }));
      return value;
    },
    async getBalance(address) {
      const { value } = await call('getBalance', [address, confirmed], balanceSchema);
      return BigInt(value);
    },
    async getMultipleAccounts(addresses, signal, minContextSlot) {
      const options = { ...confirmed, encoding: 'base64', ...(minContextSlot === undefined ? {} : { minContextSlot }) };
      const chunks: string[][] = [];
      for (let start = 0; start < addresses.length; start += MAX_ACCOUNTS_PER_CALL) {
        chunks.push(addresses.slice(start, start + MAX_ACCOUNTS_PER_CALL));
      }
      const answers = await Promise.all(
        chunks.map(async (chunk) => {
          const answer = await call('getMultipleAccounts', [chunk, options], accountsSchema, signal);
          if (answer.value.length !== chunk.length)
            throw new ServiceError('rpc', 'mismatch', FAIL, 'answered for other accounts than asked');
          return answer;
        }),
      );
      return {
        slot: Math.max(0, ...answers.map((answer) => answer.context.slot)),
        accounts: answers.flatMap((answer) => answer.value.map(toRawAccount)),
      };
    },
    async simulateTransaction(transaction, addresses, signal, minContextSlot) {
      const options = {
        ...confirmed,
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: false,
        accounts: { encoding: 'base64', addresses },
        innerInstructions: true,
        ...(minContextSlot === undefined ? {} : { minContextSlot }),
      };
      const { context: at, value } = await call('simulateTransaction', [bytesToBase64(transaction), options], simulationSchema, signal);
      // A failed simulation reports no accounts (null): its error is the answer.
      const failed = value.err !== null && value.err !== undefined;
      const accounts = value.accounts ?? (failed ? addresses.map(() => null) : []);
      if (accounts.length !== addresses.length) throw new ServiceError('rpc', 'mismatch', FAIL, 'simulated other accounts than asked');
      const inner = value.innerInstructions?.flatMap((group) => group.instructions) ?? null;
      return { slot: at.slot, err: value.err, logs: value.logs ?? [], accounts: accounts.map(toRawAccount), inner };
    },
    async getLatestBlockhash(signal) {
      const { value } = await call('getLatestBlockhash', [confirmed], blockhashSchema, signal);
      return value.blockhash;
    },
    async simulateUnits(transaction, signal) {
      const options = { ...confirmed, encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true };
      const { value } = await call('simulateTransaction', [bytesToBase64(transaction), options], unitsSchema, signal);
      // A measurement that failed stopped early: its units say nothing of what the transaction needs.
      return value.err === null || value.err === undefined ? value.unitsConsumed : null;
    },
    async getRecentPrioritizationFees(writable, signal) {
      const fees = await call('getRecentPrioritizationFees', [writable], prioritizationFeesSchema, signal);
      return fees.map((fee) => fee.prioritizationFee);
    },
    async getStakeMinimumDelegation(signal) {
      const { value } = await call('getStakeMinimumDelegation', [confirmed], balanceSchema, signal);
      return BigInt(value);
    },
    async getStakeAccountsOf(withdrawer, signal) {
      const filters = [{ memcmp: { offset: STAKE_WITHDRAWER_OFFSET, bytes: withdrawer } }];
      // Only their addresses: no account's bytes are read here (the reader reads those it knows).
      const options = { ...confirmed, encoding: 'base64', dataSlice: { offset: 0, length: 0 }, filters };
      const listed = await call('getProgramAccounts', [STAKE_PROGRAM, options], programAccountsSchema, signal);
      return listed.map(({ pubkey }) => pubkey);
    },
    async getTokenAccountsByOwner(owner, filter, signal) {
      const { value } = await call('getTokenAccountsByOwner', [owner, filter, { ...confirmed, encoding: 'base64' }], ownedSchema, signal);
      return value.map(({ pubkey, account }) => ({ address: pubkey, account: toRawAccount(account)! }));
    },
    async getTransactionLogs(signature) {
      const answer = await call('getTransaction', [signature, transactionOptions], transactionSchema);
      return answer?.meta?.logMessages ?? null;
    },
    async getTokenBalanceChanges(signature) {
      const answer = await call('getTransaction', [signature, transactionOptions], transactionSchema);
      if (!answer?.meta) return null;
      const before = answer.meta.preTokenBalances ?? [];
      const after = answer.meta.postTokenBalances ?? [];
      const indexes = new Set([...before, ...after].map((balance) => balance.accountIndex));
      return [...indexes].map((index) => {
        const pre = before.find((balance) => balance.accountIndex === index);
        const post = after.find((balance) => balance.accountIndex === index);
        const any = (post ?? pre)!;
        return {
          mint: any.mint,
          owner: any.owner ?? null,
          before: BigInt(pre?.uiTokenAmount.amount ?? '0'),
          after: BigInt(post?.uiTokenAmount.amount ?? '0'),
        };
      });
    },
  };
}
