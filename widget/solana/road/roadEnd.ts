import { readableError, refusedCredentials } from '../../core/config/errors';
import { sayRun } from '../../core/texts/runEnglish';
import type { Said } from '../../core/texts/said';

/**
 * How the road failed, in the words every action shares; `signature` once the transaction may have
 * been sent (the staker can look it up), never with a "failed" the RPC did not say.
 */
export interface RoadFailure {
  message: Said;
  detail?: Said | string;
  signature?: string;
}

/**
 * A road that stops short of a landed transaction: it failed, the staker said no in their wallet, or
 * the run is gone (the wallet changed, the page stopped it). Each runner words the last two its own way.
 */
export type RoadStop = { failed: RoadFailure } | { cancelled: 'in-wallet' } | { gone: true };

/** The road's end: the transaction confirmed with the verdict that let it go (`bytes`: its size as sent; `slot`: where it landed, when known). */
export type RoadEnd<Passed> = { confirmed: { signature: string; verdict: Passed; bytes: number; slot?: number } } | RoadStop;

/**
 * A service that failed: a service that refused our key names the setting the embedder can mend,
 * else `message`, with the service's own words under it.
 */
export function serviceFailure(error: unknown, message: Said, detail?: Said | string): RoadFailure {
  const credentials = refusedCredentials(error);
  return {
    message: credentials ? sayRun('keyRefused', { service: credentials[0], setting: credentials[1] }) : message,
    detail: detail ?? readableError(error),
  };
}
