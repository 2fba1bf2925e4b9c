import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { heldTokens, roundedWorth, worthAtPoolRate } from '../../widget/core/lst/position';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmFetch } from '../support/litesvmRpc';
import { PICOSOL, PICOSOL_LISTED, poolWorld, REFERRER_PICOSOL, STAKER, STAKER_PICOSOL } from '../support/stakePoolOnLitesvm';

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
    const listed = await rpc.getTokenAccountsByOwner(staker, lst.mint);
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
    const listed = await rpc.getTokenAccountsByOwner(staker, lst.mint);
    expect(listed).toHaveLength(6);
    expect(heldTokens(listed, staker, lst)).toBe(pool.tokens(STAKER_PICOSOL)! + pool.tokens(SECOND)!);
  });

  it('holds nothing when the staker has no account of the mint', async () => {
    const { rpc } = world();
    const stranger = Keypair.generate().publicKey.toBase58();
    expect(heldTokens(await rpc.getTokenAccountsByOwner(stranger, lst.mint), stranger, lst)).toBe(0n);
  });
});
