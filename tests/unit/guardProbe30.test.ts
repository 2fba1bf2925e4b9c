// A hostile probe of issue 30's guard rules (fee caps, one fair price, the hand-over, the spec's words),
// on a real Solana runtime (litesvm) with the real SPL stake pool program and picoSOL's pool, through
// the card's own stake owner, with an honest RPC. `it.fails` marks a hole: the test states what the
// card should do, and fails today; its comment says what happens now. Plain `it` is an attack that is
// refused (or an edge that holds), kept as a regression test.
import { address, getTransactionDecoder, type Transaction } from '@solana/kit';
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM } from '../support/web3DemoInstructions';
import { stakePoolData } from '../../demo/stakePoolAccounts';
import type { FeeCaps } from '../../widget/core/guard/feeCaps';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { decodeStakePool, type Fee, type StakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmStake, type ListedLst, type TestAggregator } from '../support/litesvmStake';
import {
  concat,
  createWorld,
  fixture,
  mintBytes,
  swapTransaction,
  TOKEN,
  TOKEN_2022,
  tokenAccountBytes,
  u64,
  WSOL,
  type World,
} from '../support/litesvmWorld';
import { stakeIn } from '../support/stakeOnLitesvm';
import {
  PICOSOL,
  poolWorld,
  PROGRAM_ID,
  SOL,
  STAKER,
  STAKER_PICOSOL,
  type PoolWorld,
  PICOSOL_LISTED,
  DEPOSIT_OF_ONE_SOL,
} from '../support/stakePoolOnLitesvm';
import { withSecondValidator } from '../support/secondValidator';
import { worded } from '../support/worded';

const PICOSOL_ENTRY: ListedLst = PICOSOL_LISTED;
/** What 1 SOL is worth in picoSOL at the pool's own rate, before any fee. */
const POOL_RATE_OF_ONE_SOL = 749_994_219n;
const U64_MAX = 2n ** 64n - 1n;
const REFUSED = 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.';
const percent = (basisPoints: bigint): Fee => ({ numerator: basisPoints, denominator: 10_000n });

function changePool(world: PoolWorld, change: (pool: StakePool) => void) {
  const account = world.read(PICOSOL.pool.address)!;
  const pool = decodeStakePool(account.data);
  change(pool);
  world.put({ ...account, data: stakePoolData(pool, account.data.length) });
}

/**
 * A venue for picoSOL beside its pool: the relay at the aggregator's address, a wrapped-SOL vault
 * that takes the staker's SOL and a vault of 1,000 picoSOL the staker may spend from (delegated), so a
 * route can really deliver whatever the test says, as a market would. Returns the world as the
 * swap-building helpers of litesvmWorld.ts read it.
 */
function withVenue(world: PoolWorld): World {
  const { svm } = world;
  svm.addProgramFromFile(address(AGGREGATOR_PROGRAM.toBase58()), fixture('relay.so'));
  const put = (key: PublicKey, data: Uint8Array, owner: PublicKey, lamports?: bigint) =>
    world.put({
      address: key.toBase58(),
      lamports: lamports ?? svm.minimumBalanceForRentExemption(BigInt(data.length)),
      owner: owner.toBase58(),
      data,
    });
  const mint = new PublicKey(PICOSOL.mint.address);
  put(WSOL, mintBytes(), TOKEN);
  const solVault = Keypair.generate().publicKey;
  const lstVault = Keypair.generate().publicKey;
  put(solVault, tokenAccountBytes(WSOL, Keypair.generate().publicKey, 0n, { native: true }), TOKEN);
  put(
    lstVault,
    tokenAccountBytes(mint, Keypair.generate().publicKey, 1_000n * SOL, { delegate: STAKER.publicKey, delegatedAmount: 1_000n * SOL }),
    TOKEN,
  );
  return {
    svm,
    user: STAKER,
    mint,
    tokenProgram: TOKEN,
    solVault,
    lstVault,
    wrappedSol: new PublicKey(associatedTokenAddress(STAKER.publicKey.toBase58(), WSOL.toBase58(), TOKEN.toBase58())),
    lstAccount: new PublicKey(STAKER_PICOSOL),
    put,
    balance: (key) => world.balance(key.toBase58()),
    tokens: (key) => world.tokens(key.toBase58()),
  };
}

/** An aggregator that quotes `out` (its minimum the spec's 0.5 % below unless given) and builds a route that really delivers `delivers`. */
function venueAggregator(venue: World, out: bigint, { delivers = out, minimumOut }: { delivers?: bigint; minimumOut?: bigint } = {}) {
  return {
    expectedOut: out,
    outAmount: out,
    ...(minimumOut === undefined ? {} : { minimumOut }),
    transaction: () => swapTransaction(venue, { lamports: SOL, out: delivers }),
  } satisfies TestAggregator;
}

async function stakeOne(
  world: PoolWorld,
  options: {
    token?: ListedLst;
    aggregator?: TestAggregator;
    caps?: Partial<FeeCaps>;
    servicesDown?: boolean;
    beforeRpc?: (method: string, params: unknown[]) => Response | Promise<Response> | void;
  } = {},
  lamports = SOL,
) {
  const { token = PICOSOL_ENTRY, ...rest } = options;
  const run = await litesvmStake(world.svm, { user: STAKER, token, ...rest }).stake(lamports);
  return {
    ...run,
    preview: worded(run.preview),
    end: worded(run.end) as { phase: string; message?: string; detail?: string; route?: string },
  };
}

/** What leaving through the pool returns for `tokens`, after its larger withdrawal fee (the program's rounding aside). */
const exitThroughPool = (pool: StakePool, tokens: bigint) => {
  const fee = [pool.solWithdrawalFee, pool.stakeWithdrawalFee].reduce((most, next) =>
    next.denominator !== 0n && next.numerator * (most.denominator || 1n) > most.numerator * next.denominator ? next : most,
  );
  const kept = fee.denominator === 0n ? tokens : tokens - (tokens * fee.numerator) / fee.denominator;
  return (kept * pool.totalLamports) / pool.poolTokenSupply;
};

describe('holes the probe found: each test states what the card must do (the two still open are marked it.fails)', () => {
  it('H1. denial: a quote claiming twice the deposit, whose transaction is one byte too many for a packet, ends every click; the deposit is never tried', async () => {
    // Found: the swap ranks first (its quote passed its own check: it is above the pool's rate), its
    // transaction (a message under 1,232 bytes, so it decodes here, but 1,265 bytes signed) goes to the
    // RPC, which refuses to simulate anything larger than a packet (-32602). `judge` throws, and an RPC
    // that fails while judging ends the stake with no hand-over: 'Your transaction could not be checked
    // on the Solana RPC, so it was not sent to your wallet.' The aggregator alone makes every click fail
    // for a pool whose deposit works, at no cost (its transaction never lands: no packet can carry it).
    // Mended: a transaction larger than a packet is refused before the RPC is asked, and an offer the
    // RPC cannot check hands over to the next.
    const world = poolWorld();
    const venue = withVenue(world);
    const twice = DEPOSIT_OF_ONE_SOL * 2n;
    const before = world.tokens(STAKER_PICOSOL)!;
    const padded = () => {
      const build = (padding: number) =>
        swapTransaction(venue, {
          lamports: SOL,
          out: twice,
          extra: [
            new TransactionInstruction({
              programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
              keys: [],
              data: Buffer.alloc(padding, 0x61),
            }),
          ],
        });
      const bare = build(0).message.serialize().length;
      return build(1_200 - bare);
    };
    const sample = padded();
    expect(sample.message.serialize().length).toBeLessThanOrEqual(1_232);
    expect(sample.serialize().length).toBeGreaterThan(1_232);
    const run = await stakeOne(world, { aggregator: { expectedOut: twice, outAmount: twice, transaction: padded } });
    // The click: the swap's transaction is built and refused for its size before the RPC is asked
    // anything; the deposit takes over.
    expect(run.requests.slice(0, 2)).toEqual(['/swap/v1/swap', 'rpc getLatestBlockhash']);
    expect({ end: run.end, gained: world.tokens(STAKER_PICOSOL)! - before }).toMatchObject({
      end: { phase: 'success', route: 'deposit' },
      gained: DEPOSIT_OF_ONE_SOL,
    });
  });

  // Mended: a genuine stake pool of the token at the list's address is read whatever program the list
  // names (its fees and rate hold for the token; no deposit goes into a pool the list does not name).
  const capped = async (listed: ListedLst['pool']) => {
    // Found: the read is not ok ('wrong-program', 'missing'), or no read is made (no pool named), so
    // the entry is "not a pool": its fees are never looked at, the swap is held only to the swap
    // quote service's figure, no terms are shown, and 1 SOL buys 0.749994219 picoSOL that the pool
    // gives back as 0.010000001 SOL. The list is not trusted (README), and a launchpad lists young
    // pools from unknown teams: a team that lists its token without its pool gets past the caps.
    const world = poolWorld();
    changePool(world, (pool) => (pool.solWithdrawalFee = percent(9_900n)));
    const venue = withVenue(world);
    const before = world.tokens(STAKER_PICOSOL)!;
    const token: ListedLst = { ...PICOSOL_ENTRY, pool: listed };
    const run = await stakeOne(world, { token, aggregator: venueAggregator(venue, POOL_RATE_OF_ONE_SOL) });
    const gained = world.tokens(STAKER_PICOSOL)! - before;
    const pool = decodeStakePool(world.read(PICOSOL.pool.address)!.data);
    const harm = gained > 0n ? { picoSolBought: gained, lamportsBackThroughPool: exitThroughPool(pool, gained) } : null;
    expect({ phase: run.end.phase, message: run.end.message, sent: run.sent.length, harm }).toEqual({
      phase: 'failed',
      message: "picoSOL's pool keeps 99 % of what you take out. We will not stake into it.",
      sent: 0,
      harm: null,
    });
  };
  it.each([
    ['names it under another stake pool program (Spl; the chain has it under SanctumSpl)', { program: 'Spl', pool: PICOSOL.pool.address }],
    ['names no stake pool program (a Marinade-like entry)', { program: 'Marinade', pool: PICOSOL.pool.address }],
  ])('H2. a list entry for picoSOL that %s: its 99 percent exit fee is capped all the same, and nothing is bought', async (_name, listed) =>
    capped(listed),
  );
  // Still open: with no address of the pool, finding it needs a search of every stake pool by mint
  // (getProgramAccounts), which public RPCs refuse or ration. The README says the caps trust the list here.
  it.fails.each([
    ['names a pool address the chain does not hold', { program: 'SanctumSpl', pool: Keypair.generate().publicKey.toBase58() }],
    ['names no pool at all', undefined],
  ])(
    'H2. a list entry for picoSOL that %s: the 99 percent exit fee is not seen, and the swap into the honeypot lands',
    async (_name, listed) => capped(listed),
  );

  it('H3. an RPC that answers 429 to the pool’s read and an aggregator that wants a key: the key setting is not named', async () => {
    // Found: the deposit route's failure (the RPC's 429) is the first failure in the registry's order, so
    // the card says 'Failed to get swap quote. Please try again.' with the RPC's reason under it; the
    // aggregator's 401, the one thing the embedder can fix, is not said. The public default RPC is
    // rate-limited (README), so this is the page that forgot its key on a busy day. Mended: a service
    // Mended: a service that refused our key is named first.
    // that refused our key is named first.
    const world = poolWorld();
    const poolRead = (method: string, params: unknown[]) =>
      method === 'getMultipleAccounts' && (params[0] as string[])[0] === PICOSOL.pool.address
        ? new Response('Too Many Requests', { status: 429 })
        : undefined;
    const run = await stakeOne(world, { beforeRpc: poolRead });
    expect(run.end).toMatchObject({ phase: 'failed', message: expect.stringMatching(/refused the request: set /) });
  });
  it('H4. the bait figure: the card shows the aggregator’s 1.4997 picoSOL, the hand-over asks the wallet to sign the deposit’s 0.7498, and the card still shows 1.4997', async () => {
    // Found: for a pool's token the swap's figure is the aggregator's own `outAmount`, held only from
    // below (at least 99 % of the pool's rate), so any claim above the rate is shown. At the click the
    // guard refuses the swap and the deposit is built, judged and put before the wallet, while the
    // card's figure (the only one the staker read) stays the swap's: twice what is then signed. No one
    // loses lamports, but a staker who chose this card, this pool or this moment for that figure was
    // shown a number no route could give; every pool token's preview is the aggregator's to inflate.
    // Mended: the card shows the figure of each offer as it is built: the one before the wallet is signed.
    const world = poolWorld();
    const venue = withVenue(world);
    const twice = DEPOSIT_OF_ONE_SOL * 2n;
    let atPrompt: unknown = null;
    const harness = litesvmStake(world.svm, {
      user: STAKER,
      token: PICOSOL_ENTRY,
      aggregator: { ...venueAggregator(venue, twice), transaction: () => swapTransaction(venue, { lamports: SOL, out: 1n }) },
      tamper: (transaction) => {
        atPrompt = harness.session.getState().preview;
        return transaction;
      },
    });
    const run = await harness.stake(SOL);
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', received: DEPOSIT_OF_ONE_SOL });
    // What the card says when the wallet asks: the figure of the transaction being signed.
    expect(atPrompt).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: DEPOSIT_OF_ONE_SOL });
  });
});

describe('holes in the deposit’s own promise', () => {
  it('H5. a 1 % deposit fee whose referral share (100 %) comes back to the staker: the manager sets the share to 0 before the deposit lands; the staker receives what the card showed, its own part', async () => {
    // Found: with no referrer the staker's own account is named as the referrer's, and the card showed
    // (and the guard held the simulation to) the staker's part plus the referral share. But the
    // minimum DepositSolWithSlippage makes the program enforce is the staker's part alone, and the
    // manager changes the referral share at once (SetFee SolReferral is not scheduled): the deposit
    // landed with 1 % less than shown. Now the card shows and holds the staker's part only.
    const world = poolWorld();
    changePool(world, (pool) => {
      pool.solDepositFee = percent(100n);
      pool.solReferralFee = 100;
    });
    const before = world.tokens(STAKER_PICOSOL)!;
    let flipped = false;
    const flipOnSend = (method: string) => {
      if (method !== 'sendTransaction' || flipped) return;
      flipped = true;
      changePool(world, (pool) => (pool.solReferralFee = 0));
    };
    const run = await stakeOne(world, { beforeRpc: flipOnSend });
    expect(flipped).toBe(true);
    // The card shows the staker's own part, the minimum the program enforces: 1 % less than the
    // 0.749994219 minted, since the referral share that comes back is not promised.
    const shown = POOL_RATE_OF_ONE_SOL - POOL_RATE_OF_ONE_SOL / 100n - 1n;
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: shown });
    // With the share set to 0 before landing, the staker receives exactly what was shown, not less.
    const gained = world.tokens(STAKER_PICOSOL)! - before;
    expect({ phase: run.end.phase, gained }).toEqual({ phase: 'success', gained: shown });
  });
});

describe('attacks that held: regression tests', () => {
  it.each([
    ['the SOL deposit fee', (pool: StakePool) => (pool.solDepositFee = { numerator: U64_MAX, denominator: 0n })],
    [
      'both withdrawal fees and their scheduled changes',
      (pool: StakePool) => {
        pool.solWithdrawalFee = pool.stakeWithdrawalFee = { numerator: U64_MAX, denominator: 0n };
        pool.nextSolWithdrawalFee = pool.nextStakeWithdrawalFee = { epochsAway: 1, fee: { numerator: U64_MAX, denominator: 0n } };
      },
    ],
    ['the epoch fee', (pool: StakePool) => (pool.epochFee = { numerator: U64_MAX, denominator: 0n })],
  ])(
    'a zero denominator under a u64::MAX numerator on %s is the program’s "no fee": not refused, and the deposit lands at the figure shown',
    async (_name, change) => {
      const world = poolWorld();
      changePool(world, (pool) => {
        change(pool);
        // picoSOL's own 0.02 % deposit fee, unless the case replaced it.
        if (pool.solDepositFee.denominator !== 0n) pool.solDepositFee = { numerator: 1n, denominator: 5_000n };
      });
      const zeroDepositFee = decodeStakePool(world.read(PICOSOL.pool.address)!.data).solDepositFee.denominator === 0n;
      const figure = zeroDepositFee ? POOL_RATE_OF_ONE_SOL : DEPOSIT_OF_ONE_SOL;
      const before = world.tokens(STAKER_PICOSOL)!;
      const run = await stakeOne(world);
      expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: figure });
      expect(run.end).toMatchObject({ phase: 'success', route: 'deposit' });
      // The real program minted exactly what the card read the fee as.
      expect(world.tokens(STAKER_PICOSOL)! - before).toBe(figure);
    },
  );

  it.each([
    ['a withdrawal fee of 2/1 (more than all of it)', (pool: StakePool) => (pool.solWithdrawalFee = { numerator: 2n, denominator: 1n })],
    ['an epoch fee of u64::MAX / u64::MAX (100 %)', (pool: StakePool) => (pool.epochFee = { numerator: U64_MAX, denominator: U64_MAX })],
    [
      'a stake withdrawal fee of u64::MAX / 1 two epochs away',
      (pool: StakePool) => (pool.nextStakeWithdrawalFee = { epochsAway: 2, fee: { numerator: U64_MAX, denominator: 1n } }),
    ],
    [
      'a SOL deposit fee one basis point over the cap, at u64 scale',
      (pool: StakePool) => (pool.solDepositFee = { numerator: (U64_MAX / 10_000n) * 101n, denominator: (U64_MAX / 10_000n) * 10_000n }),
    ],
  ])('%s is refused for every route, nothing built', async (_name, change) => {
    const world = poolWorld();
    changePool(world, change);
    const venue = withVenue(world);
    const run = await stakeOne(world, { aggregator: venueAggregator(venue, POOL_RATE_OF_ONE_SOL) });
    expect(run.end).toMatchObject({ phase: 'failed', message: expect.stringMatching(/^picoSOL's pool .* We will not stake into it\.$/) });
    expect(run.requests.filter((request) => request.includes('/swap/v1/swap'))).toEqual([]);
    expect(run.sent).toHaveLength(0);
  });

  it('a 99 % stake deposit fee is no holder’s fee and no route of ours pays it: not refused, the SOL deposit lands at its own figure', async () => {
    // Only DepositStake pays it, and an aggregator's route that did would be held to its minimum like any other.
    const world = poolWorld();
    changePool(world, (pool) => {
      pool.stakeDepositFee = percent(9_900n);
      pool.stakeReferralFee = 0;
    });
    const before = world.tokens(STAKER_PICOSOL)!;
    const run = await stakeOne(world);
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit' });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(DEPOSIT_OF_ONE_SOL);
  });

  describe('a swap at the edge of the pool’s rate (a two-validator pool updating for the epoch, so the swap is the only route)', () => {
    // 99 % of 749,994,219 is 742,494,276.81: the least minimum the rule lets through is 742,494,277.
    const out = 746_225_404n; // its 0.5 % slippage floor is 742,494,276
    it('a guaranteed minimum exactly at 99 % of the pool’s rate is offered, and lands delivering it', async () => {
      const world = poolWorld();
      world.setEpoch(2n);
      // Two validators: the update does not fit in front of the deposit, so the pool is updating for the card.
      withSecondValidator(world, PICOSOL.validatorList.address);
      const venue = withVenue(world);
      const before = world.tokens(STAKER_PICOSOL)!;
      const run = await stakeOne(world, { aggregator: venueAggregator(venue, out, { minimumOut: 742_494_277n, delivers: 742_494_277n }) });
      expect(run.end).toMatchObject({ phase: 'success', route: 'swap' });
      expect(world.tokens(STAKER_PICOSOL)! - before).toBe(742_494_277n);
    });

    it('one base unit less is refused with both figures, nothing built', async () => {
      const world = poolWorld();
      world.setEpoch(2n);
      // Two validators: the update does not fit in front of the deposit, so the pool is updating for the card.
      withSecondValidator(world, PICOSOL.validatorList.address);
      const venue = withVenue(world);
      const run = await stakeOne(world, { aggregator: venueAggregator(venue, out, { minimumOut: 742_494_276n }) });
      expect(run.end).toMatchObject({
        phase: 'failed',
        message: REFUSED,
        detail:
          "Its quote guarantees 0.742494276 picoSOL, more than 1 % below the 0.749994219 picoSOL that picoSOL's own pool gives for this SOL.",
      });
      expect(run.requests.filter((request) => request.includes('/swap/v1/swap'))).toEqual([]);
    });
  });

  it('the manager raises the SOL deposit fee to 50 % between the check and the landing: DepositSolWithSlippage refuses, no picoSOL is lost', async () => {
    const world = poolWorld();
    const before = { tokens: world.tokens(STAKER_PICOSOL)!, lamports: world.balance(STAKER.publicKey.toBase58()) };
    let raised = false;
    const raiseOnSend = (method: string) => {
      if (method !== 'sendTransaction' || raised) return;
      raised = true;
      changePool(world, (pool) => (pool.solDepositFee = percent(5_000n)));
    };
    const run = await stakeOne(world, { beforeRpc: raiseOnSend });
    expect(raised).toBe(true);
    expect(run.end).toMatchObject({ phase: 'failed', message: expect.stringMatching(/^Transaction failed: /) });
    expect(world.tokens(STAKER_PICOSOL)).toBe(before.tokens);
    // Only the network fee is spent: 5,000 lamports and the priority fee the road bid, 535 lamports (the
    // deposit's 23,233 units with 15 % room, 26,718, at the test market's 20,000 micro-lamports a unit).
    expect(before.lamports - world.balance(STAKER.publicKey.toBase58())).toBe(5_535n);
  });

  it('the best offer’s build never answers (the deposit’s blockhash): the stake waits for the timeout, not forever, and hands over to the swap, which lands', async () => {
    const world = poolWorld();
    const venue = withVenue(world);
    const before = world.tokens(STAKER_PICOSOL)!;
    // Below the deposit's figure, above 99 % of the pool's rate: the second offer.
    const market = 749_000_000n;
    let hung = false;
    const hangOnce = (method: string) => {
      if (method !== 'getLatestBlockhash' || hung) return;
      hung = true;
      return new Promise<Response>(() => {});
    };
    const run = await stakeOne(world, { aggregator: venueAggregator(venue, market), beforeRpc: hangOnce });
    expect(hung).toBe(true);
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap' });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(market);
    // The deposit's pricing round (its blockhash, what it consumes, its accounts' recent fees) waits on the hung blockhash.
    expect(run.beforePrompt).toEqual([
      'rpc getLatestBlockhash',
      'rpc simulateTransaction',
      'rpc getRecentPrioritizationFees',
      '/swap/v1/swap',
      'rpc getMultipleAccounts',
      'rpc simulateTransaction',
    ]);
  }, 15_000);

  it('a token the guard refuses stops the hand-over: the swap that claims twice the deposit is judged, and the deposit is never built', async () => {
    // picoSOL's mint given a freeze authority: every route into it is refused, whichever comes first.
    const world = poolWorld();
    const venue = withVenue(world);
    const mint = world.read(PICOSOL.mint.address)!;
    const data = Uint8Array.from(mint.data);
    data.set([1, 0, 0, 0], 46);
    data.set(Keypair.generate().publicKey.toBytes(), 50);
    world.put({ ...mint, data });
    const run = await stakeOne(world, { aggregator: venueAggregator(venue, DEPOSIT_OF_ONE_SOL * 2n) });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'We will not stake into picoSOL: the token lets someone else control what you hold. Nothing was signed.',
    });
    expect(run.requests.filter((request) => request.includes('getLatestBlockhash'))).toEqual([]);
    expect(run.sent).toHaveLength(0);
  });

  it.each([
    ['NaN', Number.NaN],
    ['-1', -1],
    ['10,000.5', 10_000.5],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['the string "10000" (a React prop typed loosely)', '10000' as unknown as number],
  ])('a fee cap of %s is no cap: the default holds, and the 99 % exit fee is refused', async (_name, cap) => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.solWithdrawalFee = percent(9_900n)));
    const run = await stakeOne(world, { caps: { maxFeeBps: cap, maxEpochFeeBps: cap } });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: "picoSOL's pool keeps 99 % of what you take out. We will not stake into it.",
    });
    expect(run.sent).toHaveLength(0);
  });
});

describe('what a pool’s manager can still do after the stake: the real program’s own bounds (the caps guard the way in only)', () => {
  /** `SetFee` (12) signed by the manager: `fee` is the FeeType's tag (3 stake withdrawal, 6 SOL withdrawal, 2 epoch) and its Fee. */
  function setFee(world: PoolWorld, manager: Keypair, tag: number, fee: Fee): string | null {
    const data = concat(Uint8Array.of(12, tag), u64(fee.denominator), u64(fee.numerator));
    const instruction = new TransactionInstruction({
      programId: new PublicKey(PROGRAM_ID),
      keys: [
        { pubkey: new PublicKey(PICOSOL.pool.address), isWritable: true, isSigner: false },
        { pubkey: manager.publicKey, isWritable: false, isSigner: true },
      ],
      data: Buffer.from(data),
    });
    world.svm.expireBlockhash();
    const message = new TransactionMessage({
      payerKey: STAKER.publicKey,
      recentBlockhash: world.svm.latestBlockhash(),
      instructions: [instruction],
    });
    const transaction = new VersionedTransaction(message.compileToV0Message());
    transaction.sign([STAKER, manager]);
    const result = world.svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
    return result instanceof FailedTransactionMetadata ? String(result.err()) : null;
  }

  it('a withdrawal fee may grow by half of itself per change, two epochs away; an epoch fee may go to 100 % two epochs away; both then show in what the card reads', async () => {
    const world = poolWorld();
    const manager = Keypair.generate();
    changePool(world, (pool) => (pool.manager = manager.publicKey.toBase58()));
    // picoSOL's SOL withdrawal fee is 0.1 %: 99 % is refused by the program, 0.15 % is the most it takes.
    expect(setFee(world, manager, 6, percent(9_900n))).not.toBeNull();
    expect(setFee(world, manager, 6, { numerator: 16n, denominator: 10_000n })).not.toBeNull();
    expect(setFee(world, manager, 6, { numerator: 15n, denominator: 10_000n })).toBeNull();
    expect(setFee(world, manager, 2, percent(10_000n))).toBeNull();
    const pool = decodeStakePool(world.read(PICOSOL.pool.address)!.data);
    expect(pool.nextSolWithdrawalFee).toEqual({ epochsAway: 2, fee: { numerator: 15n, denominator: 10_000n } });
    expect(pool.nextEpochFee).toEqual({ epochsAway: 2, fee: percent(10_000n) });
    // From then on the card refuses the pool, for the scheduled 100 % of rewards.
    const run = await stakeOne(world);
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: "picoSOL's pool has set its share of rewards to 100 % from a coming epoch. We will not stake into it.",
    });
  });
});

describe('a Token-2022 transfer fee at the edges of its epochs', () => {
  /** A TransferFeeConfig with no authorities: the older fee, and the newer one from `newerFrom`. */
  const feeConfig = (older: number, newer: number, newerFrom: bigint) => {
    const value = new Uint8Array(108);
    const view = new DataView(value.buffer);
    view.setBigUint64(80, U64_MAX, true); // the older fee's maximum
    view.setUint16(88, older, true);
    view.setBigUint64(90, newerFrom, true);
    view.setBigUint64(98, U64_MAX, true); // the newer fee's maximum
    view.setUint16(106, newer, true);
    return value;
  };
  const world2022 = (value: Uint8Array) => createWorld({ mint: mintBytes({ extensions: [[1, value]] }), tokenProgram: TOKEN_2022 });
  const TOKEN_REFUSED = 'We will not stake into tLST: the token lets someone else control what you hold. Nothing was signed.';

  it('a newer fee of 0.01 % whose epoch is the current one is in force: refused', async () => {
    const world = world2022(feeConfig(0, 1, 0n));
    expect(world.svm.getClock().epoch).toBe(0n);
    const run = await stakeIn(world, {});
    expect(run.end).toMatchObject({ phase: 'failed', message: TOKEN_REFUSED, detail: expect.stringMatching(/0\.01 %/) });
    expect(run.sent).toHaveLength(0);
  });

  it('a newer fee of 0.01 % from epoch u64::MAX is scheduled all the same: refused', async () => {
    const run = await stakeIn(world2022(feeConfig(0, 1, U64_MAX)), {});
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: TOKEN_REFUSED,
      detail: `tLST will charge a fee of 0.01 % on every transfer from epoch ${U64_MAX}.`,
    });
  });

  it('a control: no fee now and none scheduled (epoch u64::MAX), no authority: the stake lands', async () => {
    const run = await stakeIn(world2022(feeConfig(0, 0, U64_MAX)), {});
    expect(run.end).toMatchObject({ phase: 'success' });
  });
});
