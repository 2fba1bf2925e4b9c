import * as v from 'valibot';
import { ServiceError } from '../core/errors';
import { requestJson, type HttpConfig } from '../api/requestJson';
import { validate } from '../api/validate';

/**
 * The four JSON-RPC methods the stake flow needs, over the widget's own validated HTTP client.
 * web3.js's Connection would add its websocket and RPC layers to the lazy chunk for these three
 * calls, and its websocket cannot be served by the demo; polling works behind any proxy.
 */
export interface RpcClient {
  sendTransaction(signed: Uint8Array): Promise<string>;
  getSignatureStatus(signature: string): Promise<SignatureStatus | null>;
  getBlockHeight(): Promise<number>;
  /** Lamports held by `address`. */
  getBalance(address: string): Promise<bigint>;
}

export interface SignatureStatus {
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
  err: unknown;
}

/** The spec's send options: at most 2 retries by the RPC node, preflight skipped. */
export const SEND_OPTIONS = { encoding: 'base64', skipPreflight: true, maxRetries: 2 } as const;

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
      }),
    ),
  ),
});

const balanceSchema = v.object({ value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)) });

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createRpcClient(config: HttpConfig & { rpcUrl: string }): RpcClient {
  let id = 0;
  async function call<S extends v.GenericSchema>(method: string, params: unknown[], schema: S): Promise<v.InferOutput<S>> {
    const body = await requestJson(config, {
      service: 'rpc',
      failMessage: FAIL,
      url: config.rpcUrl,
      body: { jsonrpc: '2.0', id: ++id, method, params },
    });
    const answer = validate(envelope, body, 'rpc', FAIL);
    if ('error' in answer) throw new ServiceError('rpc', 'http', answer.error.message, '');
    return validate(schema, answer.result, 'rpc', FAIL);
  }
  return {
    sendTransaction: (signed) =>
      call('sendTransaction', [bytesToBase64(signed), SEND_OPTIONS], v.pipe(v.string(), v.minLength(64))),
    async getSignatureStatus(signature) {
      const { value } = await call('getSignatureStatuses', [[signature]], statusesSchema);
      return value[0] ?? null;
    },
    getBlockHeight: () => call('getBlockHeight', [{ commitment: 'confirmed' }], v.pipe(v.number(), v.integer())),
    async getBalance(address) {
      const { value } = await call('getBalance', [address, { commitment: 'confirmed' }], balanceSchema);
      return BigInt(value);
    },
  };
}
