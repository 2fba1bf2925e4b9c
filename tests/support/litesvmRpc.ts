import { address, getTransactionDecoder, type ReadonlyUint8Array, type Transaction } from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import bs58 from 'bs58';

const toBase64 = (bytes: Uint8Array | ReadonlyUint8Array) => Buffer.from(bytes).toString('base64');
const decodeTransaction = (base64: string) => getTransactionDecoder().decode(Buffer.from(base64, 'base64')) as Transaction;

/**
 * A JSON-RPC endpoint over a real Solana runtime (litesvm), as the widget's `fetch`: the widget's own
 * RPC client, guard and tracker run against what the runtime really does. It answers the methods a
 * stake uses, in the shapes a Solana RPC node gives them.
 */
export function litesvmFetch(svm: LiteSVM): typeof fetch {
  const statuses = new Map<string, unknown>();
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
  const answer = (method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } => {
    const context = { slot: Number(svm.getClock().slot) };
    switch (method) {
      case 'getBalance':
        return { result: { context, value: Number(svm.getBalance(address(String(params[0]))) ?? 0n) } };
      case 'getMultipleAccounts':
        return { result: { context, value: (params[0] as string[]).map(encode) } };
      case 'simulateTransaction': {
        const wanted = (params[1] as { accounts: { addresses: string[] } }).accounts.addresses;
        const outcome = svm.withSigverify(false).simulateTransaction(decodeTransaction(String(params[0])));
        svm.withSigverify(true);
        if (outcome instanceof FailedTransactionMetadata) {
          return { result: { context, value: { err: String(outcome.err()), logs: outcome.meta().logs(), accounts: null } } };
        }
        const after = new Map(outcome.postAccounts().map((account) => [account.address as string, account]));
        const accounts = wanted.map((wantedAddress) => {
          const account = after.get(wantedAddress);
          if (!account) return encode(wantedAddress);
          return {
            lamports: Number(account.lamports),
            owner: account.programAddress,
            data: [toBase64(account.data), 'base64'],
            executable: false,
            rentEpoch: 0,
          };
        });
        return { result: { context, value: { err: null, logs: outcome.meta().logs(), accounts } } };
      }
      case 'sendTransaction': {
        const transaction = decodeTransaction(String(params[0]));
        const signature = bs58.encode(Object.values(transaction.signatures)[0]!);
        const outcome = svm.sendTransaction(transaction);
        statuses.set(signature, outcome instanceof FailedTransactionMetadata ? String(outcome.err()) : null);
        return { result: signature };
      }
      case 'getSignatureStatuses': {
        const value = (params[0] as string[]).map((signature) =>
          statuses.has(signature)
            ? { slot: context.slot, confirmations: 1, err: statuses.get(signature), confirmationStatus: 'confirmed' }
            : null,
        );
        return { result: { context, value } };
      }
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
