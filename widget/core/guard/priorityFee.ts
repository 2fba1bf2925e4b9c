import type { Said } from '../texts/said';
import { guardText } from './refusals';
import { readU32, readU64, type DecodedInstruction } from './decodedMessage';

const SET_LIMIT = 2;
const SET_PRICE = 3;
const KNOWN: ReadonlySet<number> = new Set([1 /* heap frame */, SET_LIMIT, SET_PRICE, 4 /* loaded accounts data size */]);

/**
 * The runtime's default limit when a transaction sets none (SIMD-0170): 3,000 units for each
 * instruction of a builtin program (of those a stake may call: System), 200,000 for each other one,
 * at most 1,400,000 in all.
 */
const DEFAULT_UNITS_PER_BUILTIN = 3_000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;

/** The instructions besides the Compute Budget ones, by what the runtime reserves for them. */
export interface InstructionCounts {
  builtin: number;
  other: number;
}

export type PriorityFee = { lamports: bigint } | { refusal: Said };

/**
 * The priority fee a transaction's Compute Budget instructions ask for: price (micro-lamports per
 * unit) x limit, rounded up as the runtime does. It must be exact: the account of the staker's SOL
 * allows the fee and nothing more. A repeated or unknown Compute Budget instruction is
 * refused (the runtime rejects duplicates; an unknown one we cannot price).
 */
export function priorityFee(computeBudget: readonly DecodedInstruction[], counts: InstructionCounts): PriorityFee {
  const seen = new Set<number>();
  let limit: bigint | null = null;
  let price = 0n;
  for (const { data } of computeBudget) {
    const tag = data[0] ?? -1;
    if (!KNOWN.has(tag) || seen.has(tag)) return { refusal: guardText.computeBudgetOther };
    seen.add(tag);
    if (tag === SET_LIMIT) {
      const units = readU32(data, 1);
      if (units === null) return { refusal: guardText.computeBudgetOther };
      limit = BigInt(units);
    }
    if (tag === SET_PRICE) {
      const microLamports = readU64(data, 1);
      if (microLamports === null) return { refusal: guardText.computeBudgetOther };
      price = microLamports;
    }
  }
  const defaultLimit = DEFAULT_UNITS_PER_BUILTIN * BigInt(counts.builtin) + DEFAULT_UNITS_PER_INSTRUCTION * BigInt(counts.other);
  // The runtime caps any limit, requested or default, at its maximum: so must the fee we allow.
  const asked = limit ?? defaultLimit;
  const units = asked < MAX_UNITS ? asked : MAX_UNITS;
  return { lamports: (price * units + 999_999n) / 1_000_000n };
}
