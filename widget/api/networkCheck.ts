import * as v from 'valibot';
import { GENESIS_HASHES, type Cluster } from '../core/config/cluster';
import { page } from '../core/page/page';
import { requestJson, type HttpConfig } from './requestJson';
import { validate } from './validate';

/** True: the RPC serves `cluster`. False: it serves another network. Null: it could not be asked. */
export type NetworkCheck = boolean | null;

const FAIL = 'The Solana RPC node did not answer as expected';
const answerSchema = v.object({ result: v.pipe(v.string(), v.minLength(32)) });

/**
 * Asks the RPC for its genesis hash, once per page per RPC URL and cluster: a mainnet quote must never
 * be built, simulated or sent on another network. A failed question is forgotten, so it is asked again.
 */
export function checkNetwork(config: HttpConfig & { rpcUrl: string; cluster: Cluster }): Promise<NetworkCheck> {
  const key = `${config.cluster} ${config.rpcUrl}`;
  const checks = page().networkChecks;
  let pending = checks.get(key);
  if (!pending) {
    pending = requestJson(config, {
      service: 'rpc',
      failMessage: FAIL,
      url: config.rpcUrl,
      body: { jsonrpc: '2.0', id: 1, method: 'getGenesisHash', params: [] },
    })
      .then((body) => validate(answerSchema, body, 'rpc', FAIL).result === GENESIS_HASHES[config.cluster])
      .catch(() => {
        checks.delete(key);
        return null;
      });
    checks.set(key, pending);
  }
  return pending;
}
