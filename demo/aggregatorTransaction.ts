import { compileInstructions } from '../widget/solana/compileTransaction';
import type { PlainInstruction } from '../widget/core/encoding/plainInstruction';

/**
 * An unsigned v0 transaction of exactly `instructions`, as an aggregator hands one over (its signature
 * slots empty): the widget's compile without its compute budget (`compileInstructions`), since the demo's
 * aggregator writes its own, or none at all (the 'drain' shape), as a hostile one may. The block height
 * is not part of the bytes: the demo chain keeps each blockhash's expiry itself.
 */
export function aggregatorTransaction(payer: string, recentBlockhash: string, instructions: readonly PlainInstruction[]): Uint8Array {
  return compileInstructions(payer, recentBlockhash, instructions);
}
