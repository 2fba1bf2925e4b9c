import { guardText } from '../../widget/core/guard/refusals';
import { percentParam } from '../../widget/core/amount/percent';
import { say } from '../../widget/core/texts/english';
import { sayRun } from '../../widget/core/texts/runEnglish';
import type {
  BringableStakeAccount,
  NotDepositable,
  StakeDepositPreview,
  StakeDepositState,
  StakeState,
  WalletForDeposit,
} from '../../widget/bring/types';
import type { BringDesk, BringListing } from '../../widget/react/bringDesk';

/**
 * The shapes `widget/bring` hands the card (types.ts), for the card's own stories and component tests: how
 * each verdict is worded and how each state of a deposit is shown. Whether an account qualifies is
 * `widget/bring`'s question, tested on litesvm with the real programs (tests/unit/bringStakeOnLitesvm.test.ts).
 */
const SOL = 1_000_000_000n;
export const VOTER = { canSolA: 'G8wNQg6iictto7bo3WyqFC2uBN141xm94KgMrt1Pnqop', other: 'H3eFjLBAB83ExzBpZmNfgU9X9AQfMKBsYn2cT5uHNM28' };
export const ADDRESS = {
  active: 'B8c4w3XNBNudakPyUiAAnPRr3XC5WynuCTPZiAV9MsmG',
  activating: '7B7YbYR3H7zFhFTBY8FRd6uTuKitm7pEc4NuD3DAVMYh',
  deactivating: 'HtzNuLs8ZcRaFt3a8hBVNqeYw1xH6nRPpXrdQiUuCUH3',
  inactive: 'F4t7LXvHGzkNzeyDuNyRtRuuqRHBPBUnZY5FS5xMUWZM',
  locked: '2NBwCX2rc9ZM2DiyeoaASefCeqL9i4SNsXixZeHesoVJ',
  notInPool: '9VfqKjsY8kaiMx3dV4susiyUfMRq3kHkiTqh7dtb4kqt',
  preferred: '4cZSnj2EVMDSW58XCih19jfRRcwYftmCLMJY56ajndZS',
  notYours: 'DvDDGTd56qfR8iMDNsfyWsFiGfmSLPhhN915CEvNmQTv',
  exit: 'GTDVwbnm9obAJeQHwqdAaEP3UiF3vVijLdAH2HHpAcDn',
  pasted: 'ACyS3fUfmnKjysnqygmefuJjKWRySH32ADCm5QZR8XAj',
  tooSmall: 'tAPVp31A82wLAdGqaYMdW4Z8Dv5P2ww5xVfLbLugRXG',
};

/** A deposit of 75 SOL (74.99771712 staked, the rest its rent) at a rate just under 1, with fees of 0.1 % and half of them the referrer's. */
export const PREVIEW: StakeDepositPreview = {
  lamports: 75n * SOL,
  stakeLamports: 75n * SOL - 2_282_880n,
  lstOut: 74_993_633_765n,
  programMinimum: 74_993_633_765n,
  fees: { stake: 74_997_717n, sol: 2_283n, referral: 37_500_000n, back: 0n },
};

const account = (
  address: string,
  lamports: bigint,
  state: StakeState,
  verdict: BringableStakeAccount['verdict'],
  more: Partial<BringableStakeAccount> = {},
): BringableStakeAccount => ({ address, lamports, voter: VOTER.canSolA, validatorName: null, state, source: 'wallet', verdict, ...more });
const no = (why: NotDepositable) => ({ depositable: false as const, why });

export const ACTIVE = account(
  ADDRESS.active,
  PREVIEW.lamports,
  'active',
  { depositable: true, preview: PREVIEW },
  { validatorName: 'Evergreen Validator' },
);
export const EXIT_ACTIVE = account(
  ADDRESS.exit,
  2n * SOL,
  'active',
  {
    depositable: true,
    preview: {
      lamports: 2n * SOL,
      stakeLamports: 2n * SOL - 2_282_880n,
      lstOut: 1_998_000_000n,
      programMinimum: 1_998_000_000n,
      fees: { stake: 1_997_717n, sol: 2_283n, referral: 0n, back: 0n },
    },
  },
  { source: 'exit' },
);
/** A pool whose token the card refuses for every way in: here a 99 % withdrawal fee, in the guard's words. */
export const TOKEN_REFUSED: NotDepositable = {
  code: 'token-refused',
  said: guardText.poolWithdrawalFee('canSOL', percentParam({ numerator: 99n, denominator: 100n })),
};
export const REFUSED: Record<NotDepositable['code'], BringableStakeAccount> = {
  activating: account(ADDRESS.activating, 10n * SOL, 'activating', no({ code: 'activating', fromEpoch: 748n })),
  deactivating: account(ADDRESS.deactivating, 4n * SOL, 'deactivating', no({ code: 'deactivating' })),
  inactive: account(ADDRESS.inactive, 3n * SOL, 'inactive', no({ code: 'inactive' }), { voter: null }),
  locked: account(ADDRESS.locked, 20n * SOL, 'locked', no({ code: 'locked', untilEpoch: 800n, untilUnixTimestamp: null })),
  'not-in-pool': account(ADDRESS.notInPool, 5n * SOL, 'active', no({ code: 'not-in-pool', voter: VOTER.other }), { voter: VOTER.other }),
  'preferred-only': account(ADDRESS.preferred, 6n * SOL, 'active', no({ code: 'preferred-only', voter: VOTER.other }), {
    voter: VOTER.other,
  }),
  'not-yours': account(ADDRESS.notYours, 7n * SOL, 'active', no({ code: 'not-yours' })),
  'not-stake-account': account(ADDRESS.pasted, 0n, 'inactive', no({ code: 'not-stake-account' }), { voter: null, source: 'pasted' }),
  'pool-private': account(ADDRESS.active, 8n * SOL, 'active', no({ code: 'pool-private' })),
  'token-refused': account(ADDRESS.active, 8n * SOL, 'active', no(TOKEN_REFUSED)),
  'fee-over-cap': account(ADDRESS.active, 8n * SOL, 'active', no({ code: 'fee-over-cap', percent: '3' })),
  'too-small': account(ADDRESS.tooSmall, 2_282_881n, 'active', no({ code: 'too-small' })),
};

/** The wallet the listings find: 100 SOL, and no canSOL account yet (the deposit opens it: its rent is shown). */
export const WALLET: WalletForDeposit = { lamports: 100n * SOL, opensAccount: 2_039_280n };

/** The list a wallet with one of each shows: the active one first, then every refusal an own account can have. */
export const MIXED: BringListing = {
  listing: 'listed',
  poolRefuses: null,
  wallet: WALLET,
  stakeDepositFee: { numerator: 1n, denominator: 1000n },
  accounts: [
    ACTIVE,
    EXIT_ACTIVE,
    ...(['activating', 'deactivating', 'inactive', 'locked', 'not-in-pool', 'preferred-only', 'not-yours', 'too-small'] as const).map(
      (code) => REFUSED[code],
    ),
  ],
};

/** A pool that takes no stake account at all: every account says why, and so does the panel once. */
export const poolRefusing = (why: NotDepositable): BringListing => ({
  listing: 'listed',
  poolRefuses: why,
  wallet: WALLET,
  stakeDepositFee: why.code === 'fee-over-cap' ? { numerator: 3n, denominator: 100n } : { numerator: 0n, denominator: 1n },
  accounts: [{ ...ACTIVE, verdict: no(why) }, { ...REFUSED.activating }],
});

export interface FixtureDeskOptions {
  /** The listing, or 'pending' (never answers: loading), or 'fails' (the RPC failed). */
  listing: BringListing | 'pending' | 'fails';
  /** A pasted address's answer: one account, or 'fails'. */
  pasted?: BringableStakeAccount | 'fails';
  /** A deposit's states in order; the last is where it stays (the run's end, or a state it never leaves). */
  run?: StakeDepositState[];
}

/** A desk answering with the given shapes, recording what the card asked. */
export function fixtureDesk({ listing, pasted, run = [] }: FixtureDeskOptions) {
  const asked = { reads: 0, pasted: [] as string[], deposits: [] as string[] };
  const never = new Promise<never>(() => {});
  const desk: BringDesk = {
    read: async () => {
      asked.reads++;
      if (listing === 'pending') return never;
      if (listing === 'fails') throw new Error('HTTP 503 from the RPC');
      return listing;
    },
    readPasted: async (address) => {
      asked.pasted.push(address);
      if (pasted === 'fails' || !pasted) throw new Error('HTTP 503 from the RPC');
      return { ...pasted, address };
    },
    deposit: async (chosen, move) => {
      asked.deposits.push(chosen.address);
      for (const state of run) {
        await Promise.resolve();
        move(state);
      }
      const last = run.at(-1);
      // A state that is no end (awaiting the wallet, sending, confirming) stays: the story shows it.
      return last && ['done', 'cancelled', 'failed'].includes(last.phase) ? last : never;
    },
  };
  return { desk, asked };
}

export const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
export const RUNS: Record<string, StakeDepositState[]> = {
  checking: [{ phase: 'checking' }],
  awaitingSignature: [{ phase: 'checking' }, { phase: 'awaiting-signature' }],
  sending: [{ phase: 'checking' }, { phase: 'awaiting-signature' }, { phase: 'sending', signature: SIGNATURE }],
  confirmingTrouble: [
    { phase: 'awaiting-signature' },
    { phase: 'sending', signature: SIGNATURE },
    { phase: 'confirming', signature: SIGNATURE, trouble: true },
  ],
  done: [
    { phase: 'awaiting-signature' },
    { phase: 'sending', signature: SIGNATURE },
    { phase: 'done', signature: SIGNATURE, lstGained: PREVIEW.lstOut, simulated: PREVIEW.lstOut, received: PREVIEW.lstOut },
  ],
  cancelled: [{ phase: 'awaiting-signature' }, { phase: 'cancelled', message: say('cancelled') }],
  failed: [
    { phase: 'awaiting-signature' },
    { phase: 'sending', signature: SIGNATURE },
    { phase: 'failed', message: sayRun('transactionFailed', { reason: 'custom program error: 0x10' }), signature: SIGNATURE },
  ],
  /** The pool would have minted less than the minimum (its error 39, as failureWords words it), the RPC's words under it. */
  failedBelowMinimum: [
    { phase: 'awaiting-signature' },
    { phase: 'sending', signature: SIGNATURE },
    { phase: 'failed', message: sayRun('failedBelowMinimum'), detail: '{"InstructionError":[4,{"Custom":39}]}', signature: SIGNATURE },
  ],
};
