import type { VersionedTransaction } from '@solana/web3.js';
import { LAMPORTS_PER_SIGNATURE } from '../../widget/core/amount/stakeLimits';
import { programOf, readU32, readU64 } from '../../widget/core/guard/decodedMessage';
import { priorityFee } from '../../widget/core/guard/priorityFee';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';

/**
 * A transaction's exact network fee as its message asks for it (the guard's arithmetic): a signature
 * each, and the priority fee of its compute budget; with the limit and price the road set.
 */
export function networkFeeOf(transaction: Uint8Array | VersionedTransaction): { fee: bigint; limit: number | null; price: bigint | null } {
  const { message } = decodeTransaction(transaction instanceof Uint8Array ? transaction : transaction.serialize());
  const budget = message.instructions.filter((instruction) => programOf(message, instruction) === PROGRAMS.computeBudget);
  const priority = priorityFee(budget, { builtin: 0, other: message.instructions.length - budget.length });
  if ('refusal' in priority) throw new Error('a compute budget the guard refuses');
  const limit = budget.find((instruction) => instruction.data[0] === 2);
  const price = budget.find((instruction) => instruction.data[0] === 3);
  return {
    fee: LAMPORTS_PER_SIGNATURE * BigInt(message.signaturesRequired) + priority.lamports,
    limit: limit ? readU32(limit.data, 1) : null,
    price: price ? readU64(price.data, 1) : null,
  };
}
