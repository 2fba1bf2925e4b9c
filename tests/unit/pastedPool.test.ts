import { describe, expect, it, vi } from 'vitest';
import { parsePastedPools, pastedPoolEntry, pastedPoolSeed } from '../../demo/pastedPool';
import { createDemoServices } from '../../demo/demoServices';

const POOL = {
  pool: '6z2gKYPRgVeLWxAAe21fCanFRm6KktHFPFZsZMEkxuRb',
  mint: '8WXLjNqMxAVAJjhVnqtrS4a8xUhTF3ujYnEJZk3C3Twk',
  name: 'Orchard Staked SOL',
  symbol: 'orcSOL',
  epochFee: 500,
  depositFee: 0,
  withdrawalFee: 10,
  referral: 0,
};

describe('a pool launched on the demo, pasted with its snippet', () => {
  it('reads one pool or a list from the try-it script’s data-demo-pool, and leaves out what is no pool', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePastedPools(JSON.stringify(POOL))).toEqual([POOL]);
    expect(parsePastedPools(JSON.stringify([POOL, { ...POOL, pool: 'not an address' }]))).toEqual([POOL]);
    expect(parsePastedPools(JSON.stringify({ ...POOL, epochFee: 10_001 }))).toEqual([]);
    expect(parsePastedPools('{')).toEqual([]);
    expect(parsePastedPools(null)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('starts the demo chain with a copy at the same addresses, one SOL a token, its fees; the list names it', async () => {
    const seed = pastedPoolSeed(POOL);
    expect(seed).toMatchObject({ address: POOL.pool, mint: POOL.mint, totalLamports: 1_000_000_000n, poolTokenSupply: 1_000_000_000n });
    const services = createDemoServices({ pools: [POOL] });
    const pool = services.chain.pools.get(POOL.pool)!;
    expect(pool.poolMint).toBe(POOL.mint);
    expect(pool.epochFee).toEqual({ numerator: 500n, denominator: 10_000n });
    expect(pool.solWithdrawalFee).toEqual({ numerator: 10n, denominator: 10_000n });
    expect(pastedPoolEntry(POOL)).toMatchObject({
      mint: POOL.mint,
      name: POOL.name,
      symbol: POOL.symbol,
      pool: { program: 'Spl', pool: POOL.pool },
    });
    const list = (await (await services.answer(new Request('https://lst-list.demo.invalid/v1/lsts')))!.json()) as {
      lsts: { mint: string }[];
    };
    expect(list.lsts.map((entry) => entry.mint)).toContain(POOL.mint);
  });
});
