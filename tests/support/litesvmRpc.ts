import { address, getTransactionDecoder, lamports, type ReadonlyUint8Array, type Transaction } from '@solana/kit';
import { Keypair, StakeProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import bs58 from 'bs58';
import { GENESIS_HASHES } from '../../widget/core/config/cluster';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readLookupTable } from '../../widget/core/guard/resolveMessage';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';

/** The largest transaction a node takes, base64-encoded: a 1,232-byte packet. */
const MAX_BASE64_TRANSACTION = 1644;

const toBase64 = (bytes: Uint8Array | ReadonlyUint8Array) => Buffer.from(bytes).toString('base64');
const decodeTransaction = (base64: string) => getTransactionDecoder().decode(Buffer.from(base64, 'base64')) as Transaction;

/** The Stake program's own answer to GetMinimumDelegation (its return data), as a node computes it for the RPC. */
function stakeMinimumDelegation(svm: LiteSVM): bigint {
  const asker = Keypair.generate();
  svm.airdrop(address(asker.publicKey.toBase58()), lamports(1_000_000_000n));
  const instruction = new TransactionInstruction({ programId: StakeProgram.programId, keys: [], data: Buffer.from([13, 0, 0, 0]) });
  const message = new TransactionMessage({
    payerKey: asker.publicKey,
    recentBlockhash: svm.latestBlockhash(),
    instructions: [instruction],
  });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign([asker]);
  const outcome = svm.simulateTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
  if (outcome instanceof FailedTransactionMetadata) throw new Error(`GetMinimumDelegation failed: ${String(outcome.err())}`);
  return Buffer.from(outcome.meta().returnData().data()).readBigUInt64LE(0);
}

/**
 * A failed transaction's error as an RPC's JSON gives it, from litesvm's: a program's own error is
 * `{"InstructionError":[4,{"Custom":39}]}` (what the card words); any other stays litesvm's text.
 */
function rpcError(error: ReturnType<FailedTransactionMetadata['err']>): unknown {
  const failed = error as { index?: unknown; err?: () => unknown };
  if (typeof failed.index === 'number' && typeof failed.err === 'function') {
    const inner = failed.err() as { code?: unknown } | number;
    if (typeof inner === 'object' && typeof inner.code === 'number') return { InstructionError: [failed.index, { Custom: inner.code }] };
  }
  return String(error);
}

export interface LitesvmRpcOptions {
  /**
   * A node lists an owner's token accounts from its index; litesvm has none, so `getTokenAccountsByOwner`
   * looks at the owner's associated accounts of the asked mint (if a mint is asked) and at these
   * addresses, and lists those whose own bytes say they are the owner's (of the mint, or under the
   * asked token program).
   */
  alsoHeld?: (owner: string) => string[];
  /**
   * The fee market a node reports for transactions writing all of these accounts (micro-lamports per
   * compute unit, one per recent slot). litesvm has none; by default one slot at 20,000, a modest busy
   * market, so that every test prices our own transactions as a busy cluster would.
   */
  prioritizationFees?: (writable: string[]) => number[];
}

/**
 * A JSON-RPC endpoint over a real Solana runtime (litesvm), as the widget's `fetch`: the widget's own
 * RPC client, guard and tracker run against what the runtime really does. It answers the methods a
 * stake uses, in the shapes a Solana RPC node gives them.
 */
export function litesvmFetch(
  svm: LiteSVM,
  { alsoHeld = () => [], prioritizationFees = () => [20_000] }: LitesvmRpcOptions = {},
): typeof fetch {
  const statuses = new Map<string, unknown>();
  /** Signature -> the token balances of its accounts before and after, as getTransaction reports them. */
  const balances = new Map<string, { pre: unknown[]; post: unknown[]; logs: string[] }>();
  const raw = (address_: string) => {
    const account = svm.getAccount(address(address_));
    if (!account.exists) return null;
    return { lamports: account.lamports, owner: account.programAddress as string, data: account.data, executable: account.executable };
  };
  /** Every account of a message, lookup tables resolved, in the runtime's order. */
  const accountKeys = (wire: Uint8Array) => {
    const { message } = VersionedTransaction.deserialize(wire);
    const lookups = message.addressTableLookups.map((lookup) => ({
      lookup,
      table: readLookupTable(raw(lookup.accountKey.toBase58())) ?? [],
    }));
    return [
      ...message.staticAccountKeys.map((key) => key.toBase58()),
      ...lookups.flatMap(({ lookup, table }) => lookup.writableIndexes.map((index) => table[index] ?? '')),
      ...lookups.flatMap(({ lookup, table }) => lookup.readonlyIndexes.map((index) => table[index] ?? '')),
    ];
  };
  const tokenBalances = (keys: string[]) =>
    keys.flatMap((key, accountIndex) => {
      const account = key ? raw(key) : null;
      const token =
        account && (account.owner === PROGRAMS.token || account.owner === PROGRAMS.token2022) ? readTokenAccount(account.data) : null;
      return token ? [{ accountIndex, mint: token.mint, owner: token.owner, uiTokenAmount: { amount: token.amount.toString() } }] : [];
    });
  const encode = (address_: string) => {
    const account = svm.getAccount(address(address_));
    if (!account.exists) return null;
    return {
      lamports: Number(account.lamports),
      owner: account.programAddress,
      data: [toBase64(account.data), 'base64'],
      executable: account.executable,
      rentEpoch: 0,
    };
  };
  /** The transaction on the runtime's latest blockhash, as a node simulates it with `replaceRecentBlockhash`. */
  const onLatestBlockhash = (base64: string) => {
    const transaction = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
    transaction.message.recentBlockhash = svm.latestBlockhash();
    return toBase64(transaction.serialize());
  };
  const answer = (method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } => {
    const context = { slot: Number(svm.getClock().slot) };
    // A node refuses a transaction larger than a packet before it simulates or sends it (agave's
    // rpc.rs, `decode_and_deserialize`: at most 1,644 base64 characters, 1,232 bytes); litesvm would run it.
    if ((method === 'simulateTransaction' || method === 'sendTransaction') && String(params[0]).length > MAX_BASE64_TRANSACTION) {
      const size = String(params[0]).length;
      const error = `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${size} bytes (max: encoded/raw 1644/1232)`;
      return { error: { code: -32602, message: error } };
    }
    switch (method) {
      case 'getBalance':
        return { result: { context, value: Number(svm.getBalance(address(String(params[0]))) ?? 0n) } };
      case 'getMultipleAccounts':
        return { result: { context, value: (params[0] as string[]).map(encode) } };
      case 'simulateTransaction': {
        const options = params[1] as { accounts?: { addresses: string[] }; replaceRecentBlockhash?: boolean };
        const wanted = options.accounts?.addresses ?? [];
        const wire = options.replaceRecentBlockhash ? onLatestBlockhash(String(params[0])) : String(params[0]);
        const outcome = svm.withSigverify(false).simulateTransaction(decodeTransaction(wire));
        svm.withSigverify(true);
        if (outcome instanceof FailedTransactionMetadata) {
          const meta = outcome.meta();
          const value = {
            err: String(outcome.err()),
            logs: meta.logs(),
            accounts: null,
            unitsConsumed: Number(meta.computeUnitsConsumed()),
          };
          return { result: { context, value } };
        }
        const after = new Map(outcome.postAccounts().map((account) => [account.address as string, account]));
        const accounts = wanted.map((wantedAddress) => {
          const account = after.get(wantedAddress);
          if (!account) return encode(wantedAddress);
          return {
            lamports: Number(account.lamports),
            owner: account.programAddress,
            data: [toBase64(account.data), 'base64'],
            executable: account.executable,
            rentEpoch: 0,
          };
        });
        // As a node answers `innerInstructions: true`: each by its program's address, raw, or parsed where it knows the program.
        const keys = accountKeys(Buffer.from(String(params[0]), 'base64'));
        const innerInstructions = outcome
          .meta()
          .innerInstructions()
          .map((inner, index) => ({
            index,
            instructions: inner.map((invoked) => {
              const programId = keys[invoked.instruction().programIdIndex()];
              const accounts = [...invoked.instruction().accounts()].map((account) => keys[account]);
              const data = invoked.instruction().data();
              // A node parses the token programs' instructions it knows: a close comes as its reading, not its bytes.
              if ((programId === PROGRAMS.token || programId === PROGRAMS.token2022) && data[0] === 9) {
                const [account, destination, owner] = accounts;
                const parsed = { type: 'closeAccount', info: { account, destination, owner } };
                return { program: 'spl-token', programId, parsed, stackHeight: invoked.stackHeight() };
              }
              return { programId, accounts, data: bs58.encode(data), stackHeight: invoked.stackHeight() };
            }),
          }));
        const unitsConsumed = Number(outcome.meta().computeUnitsConsumed());
        return { result: { context, value: { err: null, logs: outcome.meta().logs(), accounts, innerInstructions, unitsConsumed } } };
      }
      case 'sendTransaction': {
        const transaction = decodeTransaction(String(params[0]));
        const signature = bs58.encode(Object.values(transaction.signatures)[0]!);
        const keys = accountKeys(Buffer.from(String(params[0]), 'base64'));
        const pre = tokenBalances(keys);
        const outcome = svm.sendTransaction(transaction);
        statuses.set(signature, outcome instanceof FailedTransactionMetadata ? rpcError(outcome.err()) : null);
        balances.set(signature, {
          pre,
          post: tokenBalances(keys),
          logs: (outcome instanceof FailedTransactionMetadata ? outcome.meta() : outcome).logs(),
        });
        return { result: signature };
      }
      case 'getTransaction': {
        const recorded = balances.get(String(params[0]));
        if (!recorded) return { result: null };
        const err = statuses.get(String(params[0])) ?? null;
        const meta = { err, preTokenBalances: recorded.pre, postTokenBalances: recorded.post, logMessages: recorded.logs };
        return { result: { slot: context.slot, meta } };
      }
      case 'getTokenAccountsByOwner': {
        const [owner, filter] = params as [string, { mint?: string; programId?: string }];
        const programs = filter.programId ? [filter.programId] : [PROGRAMS.token, PROGRAMS.token2022];
        const candidates = new Set([
          ...(filter.mint ? programs.map((program) => associatedTokenAddress(owner, filter.mint!, program)) : []),
          ...alsoHeld(owner),
        ]);
        const value = [...candidates].flatMap((candidate) => {
          const account = raw(candidate);
          const token = account && programs.includes(account.owner) ? readTokenAccount(account.data) : null;
          const wanted = token && token.owner === owner && (!filter.mint || token.mint === filter.mint);
          return wanted ? [{ pubkey: candidate, account: encode(candidate) }] : [];
        });
        return { result: { context, value } };
      }
      case 'getRecentPrioritizationFees': {
        const slot = Number(svm.getClock().slot);
        const fees = prioritizationFees(params[0] as string[]);
        return { result: fees.map((prioritizationFee, index) => ({ slot: Math.max(0, slot - index), prioritizationFee })) };
      }
      case 'getStakeMinimumDelegation':
        return { result: { context, value: Number(stakeMinimumDelegation(svm)) } };
      case 'getGenesisHash':
        return { result: GENESIS_HASHES['mainnet-beta'] };
      case 'getSignatureStatuses': {
        const value = (params[0] as string[]).map((signature) =>
          statuses.has(signature)
            ? { slot: context.slot, confirmations: 1, err: statuses.get(signature), confirmationStatus: 'confirmed' }
            : null,
        );
        return { result: { context, value } };
      }
      case 'getLatestBlockhash':
        return {
          result: { context, value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(svm.getClock().slot) + 150 } },
        };
      case 'isBlockhashValid':
        return { result: { context, value: params[0] === svm.latestBlockhash() } };
      default:
        return { error: { code: -32601, message: `the litesvm adapter does not answer ${method}` } };
    }
  };
  return async (_input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, ...answer(method, params) }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}
