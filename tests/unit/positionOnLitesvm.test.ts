import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { heldByMint, heldTokens, worthAtPoolRate } from '../../widget/core/lst/position';
import { roundedWorth } from '../../widget/core/lst/positionWorth';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmFetch } from '../support/litesvmRpc';
import { litesvmStake } from '../support/litesvmStake';
import {
  DEPOSIT_OF_ONE_SOL,
  PICOSOL,
  PICOSOL_LISTED,
  poolWorld,
  REFERRER_PICOSOL,
  SOL,
  STAKER,
  STAKER_PICOSOL,
} from '../support/stakePoolOnLitesvm';

/**
 * The staker's position, as the card reads it: every account of the LST's mint in one
 * `getTokenAccountsByOwner`, each checked from its own bytes, on a real runtime with picoSOL's pool.
 */
const staker = STAKER.publicKey.toBase58();
const lst = { mint: PICOSOL_LISTED.mint, tokenProgram: PICOSOL_LISTED.tokenProgram };
/** A second picoSOL account of the staker's, not its associated one (a wallet may hold several). */
const SECOND = Keypair.generate().publicKey.toBase58();

function world(node = (fetch: typeof globalThis.fetch) => fetch) {
  const pool = poolWorld();
  pool.put({ ...PICOSOL.stakerToken, address: SECOND });
  const fetch = node(litesvmFetch(pool.svm, { alsoHeld: () => [SECOND, REFERRER_PICOSOL] }));
  return { pool, rpc: createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch, timeoutMs: 5_000 })) };
}

describe('the staker’s position', () => {
  it('sums every account of the mint the staker owns, and is worth their SOL at the pool’s rate now', async () => {
    const { pool, rpc } = world();
    const listed = await rpc.getTokenAccountsByOwner(staker, { mint: lst.mint });
    expect(listed.map((entry) => entry.address).sort()).toEqual([STAKER_PICOSOL, SECOND].sort());
    const held = heldTokens(listed, staker, lst);
    expect(held).toBe(pool.tokens(STAKER_PICOSOL)! + pool.tokens(SECOND)!);
    const totals = decodeStakePool(pool.read(PICOSOL.pool.address)!.data);
    // The pool's own figures, multiplied out here: more SOL per token than 1, as picoSOL has earned.
    const worth = worthAtPoolRate(held, totals);
    expect(worth).toBe((held * totals.totalLamports) / totals.poolTokenSupply);
    expect(worth).toBeGreaterThan(held);
    expect(roundedWorth(worth)).toBe((worth + 50_000n) / 100_000n);
  });

  it('leaves out what a hostile node adds: another owner’s account, another mint’s, a repeat, an account no token program owns', async () => {
    const { pool, rpc } = world((fetch) => async (input, init) => {
      const answer = await fetch(input, init);
      const body = JSON.parse(String(init?.body)) as { method: string };
      if (body.method !== 'getTokenAccountsByOwner') return answer;
      const json = (await answer.json()) as { result: { value: { pubkey: string; account: { owner: string; data: [string, string] } }[] } };
      const [first] = json.result.value;
      const asBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
      const otherMint = Uint8Array.from(PICOSOL.stakerToken.data);
      otherMint.fill(7, 0, 32);
      json.result.value.push(
        { pubkey: REFERRER_PICOSOL, account: { ...first!.account, data: [asBase64(PICOSOL.referrerToken.data), 'base64'] } },
        { pubkey: Keypair.generate().publicKey.toBase58(), account: { ...first!.account, data: [asBase64(otherMint), 'base64'] } },
        first!,
        { pubkey: Keypair.generate().publicKey.toBase58(), account: { ...first!.account, owner: staker } },
      );
      return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
    });
    const listed = await rpc.getTokenAccountsByOwner(staker, { mint: lst.mint });
    expect(listed).toHaveLength(6);
    expect(heldTokens(listed, staker, lst)).toBe(pool.tokens(STAKER_PICOSOL)! + pool.tokens(SECOND)!);
  });

  it('by mint, for all the staker’s tokens at once: each own account counted once, an emptied one as 0, others’ left out', async () => {
    const { pool, rpc } = world();
    const listed = await rpc.getTokenAccountsByOwner(staker, { mint: lst.mint });
    const [first] = listed;
    // An emptied account of another mint: amount (bytes 64..72) 0, the mint's bytes (0..32) 7s.
    const emptied = Uint8Array.from(first!.account.data);
    emptied.fill(7, 0, 32);
    emptied.fill(0, 64, 72);
    const referrers = { address: REFERRER_PICOSOL, account: { ...first!.account, data: Uint8Array.from(PICOSOL.referrerToken.data) } };
    const answer = [
      ...listed,
      first!,
      referrers,
      { address: Keypair.generate().publicKey.toBase58(), account: { ...first!.account, data: emptied } },
    ];
    expect(heldByMint(answer, staker, lst.tokenProgram)).toEqual(
      new Map([
        [lst.mint, pool.tokens(STAKER_PICOSOL)! + pool.tokens(SECOND)!],
        [new PublicKey(new Uint8Array(32).fill(7)).toBase58(), 0n],
      ]),
    );
    // Under another token program, none of them are.
    expect(heldByMint(answer, staker, Keypair.generate().publicKey.toBase58()).size).toBe(0);
  });

  it('holds nothing when the staker has no account of the mint', async () => {
    const { rpc } = world();
    const stranger = Keypair.generate().publicKey.toBase58();
    expect(heldTokens(await rpc.getTokenAccountsByOwner(stranger, { mint: lst.mint }), stranger, lst)).toBe(0n);
  });
});

describe('the card’s position and APY, through its own owner', () => {
  /** Resolves when the owner's state passes `done`, as a card re-renders until it does. */
  const until = (session: ReturnType<typeof litesvmStake>['session'], done: () => boolean) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const stop = session.subscribe(() => done() && (stop(), resolve()));
    });

  it('shows what the staker holds at the pool’s rate, and reads it again after a stake: the new tokens, at the new rate', async () => {
    const pool = poolWorld();
    const { session, stake, requests } = litesvmStake(pool.svm, { user: STAKER, token: PICOSOL_LISTED });
    await until(session, () => session.getState().position !== null);
    const before = pool.tokens(STAKER_PICOSOL)!;
    const totals = () => decodeStakePool(pool.read(PICOSOL.pool.address)!.data);
    expect(session.getState().position).toEqual({ tokens: before, worth: worthAtPoolRate(before, totals()) });
    // picoSOL's published account has no honest APY (poolApy.test.ts): the card says why, not a figure.
    expect(session.getState().apy).toMatchObject({ notKnown: expect.any(String) });
    // The pool's one read, at the card's start, served the offer too: no read of its own for the position.
    expect(requests.filter((request) => request.includes('getTokenAccountsByOwner'))).toHaveLength(1);

    const run = await stake(SOL);
    expect(run.end).toMatchObject({ phase: 'success', received: DEPOSIT_OF_ONE_SOL });
    const after = before + DEPOSIT_OF_ONE_SOL;
    await until(session, () => session.getState().position?.tokens === after);
    expect(pool.tokens(STAKER_PICOSOL)).toBe(after);
    expect(session.getState().position).toEqual({ tokens: after, worth: worthAtPoolRate(after, totals()) });
    session.release();
  });

  it('a staker with no account of the mint holds nothing, worth nothing', async () => {
    const pool = poolWorld({ stakerHasAccount: false });
    const { session } = litesvmStake(pool.svm, { user: STAKER, token: PICOSOL_LISTED });
    await until(session, () => session.getState().position !== null);
    expect(session.getState().position).toEqual({ tokens: 0n, worth: 0n });
    session.release();
  });
});
