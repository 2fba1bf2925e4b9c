import { Keypair } from '@solana/web3.js';
import { VALIDATOR_ENTRY_SIZE } from '../../widget/core/stakePool/validatorList';
import type { PoolWorld } from './stakePoolOnLitesvm';

/** The validator list's header: account type (1 byte), the most validators (u32), the entries' count (u32). */
const HEADER_SIZE = 9;
/** Where an entry's vote account is. */
const VOTE_OFFSET = 41;

/**
 * Makes the pool at `listAddress` a two-validator pool as its list says: room for two, and a second
 * entry (the first's figures, another vote account). Its update then names two more accounts than a
 * one-validator pool's, which is what the card measures before putting it in front.
 */
export function withSecondValidator(world: PoolWorld, listAddress: string): void {
  const list = world.read(listAddress)!;
  const first = list.data.subarray(HEADER_SIZE, HEADER_SIZE + VALIDATOR_ENTRY_SIZE);
  const data = new Uint8Array(HEADER_SIZE + 2 * VALIDATOR_ENTRY_SIZE);
  data.set(list.data.subarray(0, HEADER_SIZE));
  data.set(first, HEADER_SIZE);
  const second = Uint8Array.from(first);
  second.set(Keypair.generate().publicKey.toBytes(), VOTE_OFFSET);
  data.set(second, HEADER_SIZE + VALIDATOR_ENTRY_SIZE);
  const view = new DataView(data.buffer);
  view.setUint32(1, 2, true);
  view.setUint32(5, 2, true);
  world.put({ ...list, data });
}
