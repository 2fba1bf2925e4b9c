import { describe, expect, it } from 'vitest';
import { RENT_SYSVAR } from '../../widget/core/addresses/sysvars';
import { launchWorld } from '../support/launchOnLitesvm';
import { worded } from '../support/worded';

/**
 * A team's launch on litesvm with the real programs (stake pool, Stake, Token, Associated Token,
 * Metaplex), while someone who watches the chain sends transactions of their own between the team's
 * steps: each attack ends with the pool live and nothing of the team's lost, or refused in words
 * before anything is signed.
 */

const live = (end: { phase: string }) =>
  expect(
    end.phase,
    JSON.stringify(worded(end), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
  ).toBe('live');

describe('the Rent sysvar is held to the cluster’s constants', () => {
  /** A node that answers the Rent sysvar with other figures: lamports per byte-year, threshold, burn percent. */
  const lyingNode =
    (perByteYear: bigint, threshold: number, burn = 50) =>
    (fetch: typeof globalThis.fetch) =>
      (async (input, init) => {
        const answer = await fetch(input, init);
        const body = JSON.parse(String(init?.body)) as { method: string; params: [string[]] };
        if (body.method !== 'getMultipleAccounts' || !body.params[0].includes(RENT_SYSVAR)) return answer;
        const json = (await answer.json()) as { result: { value: ({ data: [string, string] } | null)[] } };
        const data = new Uint8Array(17);
        new DataView(data.buffer).setBigUint64(0, perByteYear, true);
        new DataView(data.buffer).setFloat64(8, threshold, true);
        data[16] = burn;
        json.result.value[body.params[0].indexOf(RENT_SYSVAR)]!.data = [Buffer.from(data).toString('base64'), 'base64'];
        return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
      }) as typeof globalThis.fetch;

  it.each([
    ['ten times the lamports per byte-year', 34_800n, 2],
    ['one and a half times', 5_220n, 2],
    ['a threshold of 3 years', 3_480n, 3],
    ['a threshold of 1 year at the old rate', 3_480n, 1],
  ] as const)('%s: refused in words before any prompt, nothing spent', async (_, perByteYear, threshold) => {
    const world = launchWorld({ node: lyingNode(perByteYear, threshold) });
    const before = world.balance();
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: `The Solana RPC gives rent as ${perByteYear} lamports per byte-year, exempt after ${threshold} years, 50 % burnt; every Solana cluster has 3480, 2 years and 50 %. Nothing was signed: use an RPC you trust.`,
    });
    expect(world.wallet.prompts).toBe(0);
    expect(world.balance()).toBe(before);
  });

  it('a burn percent other than 50: refused the same way', async () => {
    const world = launchWorld({ node: lyingNode(3_480n, 2, 0) });
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: expect.stringMatching(/^The Solana RPC gives rent as 3480 lamports per byte-year, exempt after 2 years, 0 % burnt;/),
    });
    expect(world.wallet.prompts).toBe(0);
  });

  it('the same rent written as SIMD-0194 writes it (6,960 lamports per byte, threshold 1): the same plan, and the pool goes live', async () => {
    const world = launchWorld({ node: lyingNode(6_960n, 1) });
    const { end } = await world.launch();
    live(end);
  });
});
