// The bring-your-stake cases the lead meant to leave alone, each tried on a real Solana runtime (litesvm,
// the real SPL stake pool and Stake programs) as an attack or as an honest staker's path: whether money
// can be taken or an honest action blocked, and what the staker is told.
import { Keypair } from '@solana/web3.js';
import { StakeHistory, StakeHistoryEntry } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { readBringableStakeAccounts, readPastedStakeAccount } from '../../widget/bring/readStakeAccounts';
import { resolveConfig } from '../../widget/core/config/config';
import { stakeDepositSolNeeded } from '../../widget/core/stakePool/depositStakeArithmetic';
import { bringWorld, changePool, deposit, DEPOSIT_STAKE, STAKE, stakeBytes } from '../support/bringOnLitesvm';
import { SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { networkFeeOf } from '../support/networkFee';
import { worded } from '../support/worded';

const STRANGER = Keypair.generate().publicKey.toBase58();
type Setup = ReturnType<typeof bringWorld>;

/** What a sent transaction (base64, as the card sent it) costs its payer. */
const networkFee = (base64: string) => networkFeeOf(Buffer.from(base64, 'base64')).fee;
const tokensOf = (world: ExitWorld) => world.tokens(STAKER_PICOSOL) ?? 0n;
const holdings = (world: ExitWorld) => ({ stake: world.read(STAKE)?.data, lst: tokensOf(world), sol: world.balance(staker) });

/** The first stake account the card lists, as it judges it. */
async function listed(setup: Setup, rpc = setup.rpc) {
  const asked = await setup.ask();
  const read = await readBringableStakeAccounts({ rpc }, asked);
  return { asked, read, account: read.accounts[0]! };
}

/**
 * The same runtime behind an RPC whose node reports `fees` as its recent priority fees (micro-lamports a
 * unit); `simulated`: every transaction the card had simulated (base64), the last being the one it checked.
 */
function withFeeMarket(setup: Setup, fees: number[]) {
  const simulated: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    if (method === 'simulateTransaction') simulated.push(String(params[0]));
    if (method !== 'getRecentPrioritizationFees') return setup.config.fetch(input, init);
    const result = fees.map((prioritizationFee, index) => ({ slot: 100 - index, prioritizationFee }));
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), { headers: { 'content-type': 'application/json' } });
  };
  return { rpc: createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch, timeoutMs: 5_000 })), simulated };
}

const NOT_CHECKED = "The deposit into picoSOL's pool did not check out on the Solana RPC. Nothing was signed.";

const noLstAccount = (world: ExitWorld) =>
  world.put({ ...world.read(STAKER_PICOSOL)!, lamports: 0n, data: new Uint8Array(0), owner: '11111111111111111111111111111111' });

describe('1. a wallet holding exactly what the card checks for (rent + 5,000 lamports) while the node reports a fee market', () => {
  for (const opens of [false, true]) {
    const name = opens ? 'opening the LST account (rent + 5,000)' : 'with an LST account (5,000)';
    it(`${name}: the priority bid is held to what the wallet holds above the fee and rent, and the deposit lands exactly`, async () => {
      // Busy market: 20,000 micro-lamports a unit, which the road would bid (within its cap) for a wallet with room.
      const busy = bringWorld();
      if (opens) noLstAccount(busy.world);
      const { rpc } = withFeeMarket(busy, [20_000]);
      const { asked, read, account } = await listed(busy, rpc);
      if (!account.verdict.depositable) throw new Error('not depositable');
      const needed = stakeDepositSolNeeded(read.wallet.opensAccount);
      busy.world.put({ ...busy.world.read(staker)!, lamports: needed });
      const { end, wallet } = await deposit(rpc, asked, account);
      expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
      expect(wallet.prompts).toBe(1);
      // No priority fee this wallet could not pay: the signature's fee alone, and its SOL spent to the last lamport.
      expect(networkFee(busy.sent[0]!)).toBe(5_000n);
      expect(busy.world.balance(staker)).toBe(0n);

      // With room in the wallet the same market is bid as ever (a priority fee above the signature's).
      const roomy = bringWorld();
      if (opens) noLstAccount(roomy.world);
      const { rpc: roomyRpc } = withFeeMarket(roomy, [20_000]);
      const second = await listed(roomy, roomyRpc);
      const landed = await deposit(roomyRpc, second.asked, second.account);
      expect(landed.end).toMatchObject({ phase: 'done' });
      expect(networkFee(roomy.sent[0]!)).toBeGreaterThan(5_000n);
    });
  }
});

describe('2. the node’s search answers with one malformed address among good ones', () => {
  it('the card falls back to pasting, and the pasted account deposits exactly as shown', async () => {
    const setup = bringWorld({ search: () => [{ pubkey: STAKE }, { pubkey: 'not an address' }] });
    const { asked, read } = await listed(setup);
    expect(read).toMatchObject({ accounts: [], listing: 'refused' });
    const pasted = await readPastedStakeAccount({ rpc: setup.rpc }, { ...asked, address: `  ${STAKE}\n` });
    expect(pasted).toMatchObject({ address: STAKE, source: 'pasted', state: 'active' });
    if (!pasted.verdict.depositable) throw new Error('not depositable');
    const before = tokensOf(setup.world);
    const { end } = await deposit(setup.rpc, asked, pasted);
    expect(end).toMatchObject({ phase: 'done', lstGained: pasted.verdict.preview.lstOut });
    expect(tokensOf(setup.world) - before).toBe(pasted.verdict.preview.lstOut);
    expect(setup.world.read(STAKE)).toBeNull();
  });
});

/** The StakeHistory as a rate-limited cluster leaves it: at `epoch`, a million SOL activating against 1,000 SOL effective. */
function rateLimited(world: ExitWorld, epoch: bigint) {
  const history = new StakeHistory();
  history.add(epoch, new StakeHistoryEntry(1_000n * SOL, 1_000_000n * SOL, 0n));
  world.svm.setStakeHistory(history);
}

describe('3. a stake account activating whose warmup the cluster rate-limits', () => {
  it('in its activation epoch the card says "activating, from epoch 2"', async () => {
    const setup = bringWorld({ stake: stakeBytes({ activation: 1n }) });
    const { account } = await listed(setup);
    expect(account).toMatchObject({ state: 'activating', verdict: { depositable: false, why: { code: 'activating', fromEpoch: 2n } } });
  });

  it('at epoch 2, still mostly activating: shown as depositable, but the check’s simulation refuses it, the wallet is not asked, nothing sent or lost', async () => {
    const setup = bringWorld({ stake: stakeBytes({ activation: 1n }) });
    setup.world.setEpoch(2n);
    rateLimited(setup.world, 1n);
    const { asked, account } = await listed(setup);
    // Too early: the card reads no StakeHistory, so it calls a stake past its activation epoch active.
    expect(account).toMatchObject({ state: 'active', verdict: { depositable: true } });
    const before = holdings(setup.world);
    const { end, states, wallet } = await deposit(setup.rpc, asked, account);
    // The pool's merge into its validator stake: the Stake program's MergeTransientStake (5), said raw under the card's words.
    expect(worded(end)).toEqual({
      phase: 'failed',
      message: NOT_CHECKED,
      detail: expect.stringMatching(/^It fails when the Solana RPC simulates it: .*InstructionErrorCustom \{ code: 5 \}/),
    });
    expect(wallet.prompts).toBe(0);
    expect(states.some((state) => state.phase === 'sending')).toBe(false);
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual(before);
  });

  it('the same account with no rate limit in the history (litesvm’s default: fully warm) deposits exactly', async () => {
    const setup = bringWorld({ stake: stakeBytes({ activation: 1n }) });
    setup.world.setEpoch(2n);
    const { asked, account } = await listed(setup);
    if (!account.verdict.depositable) throw new Error('not depositable');
    const before = tokensOf(setup.world);
    const { end } = await deposit(setup.rpc, asked, account);
    expect(end).toMatchObject({ phase: 'done', lstGained: account.verdict.preview.lstOut });
    expect(tokensOf(setup.world) - before).toBe(account.verdict.preview.lstOut);
  });
});

describe('4. a stake account listed as "not this wallet’s to move" (withdrawer a stranger)', () => {
  it('listed, pasted or passed by address: refused before any prompt, nothing sent, the account untouched', async () => {
    const shape = { withdrawer: STRANGER };
    const setup = bringWorld({ stake: stakeBytes(shape) });
    const { asked, account } = await listed(setup);
    expect(account.verdict).toEqual({ depositable: false, why: { code: 'not-yours' } });
    const pasted = await readPastedStakeAccount({ rpc: setup.rpc }, { ...asked, address: STAKE });
    expect(pasted.verdict).toEqual({ depositable: false, why: { code: 'not-yours' } });
    const before = holdings(setup.world);
    for (const attempt of [account, pasted, STAKE]) {
      const { end, wallet } = await deposit(setup.rpc, asked, attempt);
      expect(worded(end)).toMatchObject({ phase: 'failed' });
      expect(wallet.prompts).toBe(0);
    }
    expect(setup.sent).toEqual([]);
    expect(holdings(setup.world)).toEqual({ ...before, stake: stakeBytes(shape) });
  });

  it('an RPC that shows it as the wallet’s in reads and simulation alike: the staker signs, the Stake program refuses, only the network fee lost', async () => {
    const shape = { withdrawer: STRANGER };
    const setup = bringWorld({ landsFirst: (world) => world.put({ ...DEPOSIT_STAKE, data: stakeBytes(shape) }) });
    const { asked, account } = await listed(setup);
    expect(account.verdict.depositable).toBe(true);
    const before = holdings(setup.world);
    const { end, wallet } = await deposit(setup.rpc, asked, account);
    expect(wallet.prompts).toBe(1);
    expect(end).toMatchObject({ phase: 'failed', signature: expect.any(String) });
    expect(holdings(setup.world)).toEqual({ ...before, stake: stakeBytes(shape), sol: before.sol - networkFee(setup.sent[0]!) });
  });
});

describe('5. a deposit that fails on chain after sending (the pool’s stake deposit fee raised to 1 % before it lands)', () => {
  it('"failed" only once the RPC says so, with the signature, in the RPC’s words; only the network fee lost', async () => {
    const setup = bringWorld({
      landsFirst: (world) => changePool(world, (pool) => (pool.stakeDepositFee = { numerator: 1n, denominator: 100n })),
    });
    const { asked, account } = await listed(setup);
    const before = holdings(setup.world);
    const { end, states } = await deposit(setup.rpc, asked, account);
    // Nothing says "failed" until the RPC has said how it landed.
    expect(states.map((state) => state.phase)).toEqual(['checking', 'awaiting-signature', 'sending', 'confirming', 'failed']);
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: expect.stringMatching(/^Transaction failed: before it landed, what it would give you fell below the minimum you accepted/),
      detail: expect.stringMatching(/"Custom":39/),
      signature: expect.any(String),
    });
    expect(setup.sent).toHaveLength(1);
    expect(holdings(setup.world)).toEqual({ ...before, sol: before.sol - networkFee(setup.sent[0]!) });
  });
});
