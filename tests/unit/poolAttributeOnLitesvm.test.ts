import { address, lamports } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { shortAddress } from '../../widget/core/encoding/shortAddress';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { METADATA_PROGRAM } from '../../widget/core/addresses/metadataProgram';
import { inEnglish } from '../../widget/core/texts/said';
import { previewLaunch } from '../../widget/launch/runLaunch';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { LAUNCH_TERMS, launchWorld, VOTE } from '../support/launchOnLitesvm';
import { litesvmStake } from '../support/litesvmStake';
import { SOL } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

type World = ReturnType<typeof launchWorld>;

/** A pool launched by the launch planner, as a team leaves the launch page: live, and on no LST list. */
async function launched() {
  const world = launchWorld();
  const { end } = await world.launch();
  expect(end.phase).toBe('live');
  const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS });
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  const staker = Keypair.generate();
  world.svm.airdrop(address(staker.publicKey.toBase58()), lamports(3n * SOL));
  return { world, addresses: plan.addresses, staker };
}

/** What the card stakes into: the token by its mint alone (the list does not name it, so nothing else is known). */
const bare = (mint: string) => ({ mint, symbol: 'unused', decimals: 9, tokenProgram: PROGRAMS.token });

const tokensOf = (world: World, account: string) => readTokenAccount(world.read(account)!.data)!.amount;

/** Rewrites an account's bytes in place, keeping its owner and lamports: hostile data where the program put its own. */
function rewrite(world: World, at: string, edit: (data: Uint8Array) => Uint8Array) {
  const account = world.read(at)!;
  const data = edit(Uint8Array.from(account.data));
  world.svm.setAccount({
    address: address(at),
    lamports: lamports(account.lamports),
    programAddress: address(account.owner),
    data,
    executable: false,
    space: BigInt(data.length),
  } as never);
}

/** Waits until the card's token is no longer loading. */
async function tokenSettled(session: ReturnType<typeof litesvmStake>['session']) {
  await new Promise<void>((resolve) => {
    const done = () => session.getState().token.status !== 'loading';
    if (done()) return resolve();
    const stop = session.subscribe(() => done() && (stop(), resolve()));
  });
  return session.getState().token;
}

/** Where Metaplex keeps the name: after the key, the update authority and the mint. */
const NAME_AT = 1 + 32 + 32;
const u32 = (value: number) => new Uint8Array(new Uint32Array([value]).buffer);

describe('the card’s pool attribute: a launched pool no list names stakes at once, on litesvm with the real programs', () => {
  it('stakes into the launched pool through the card’s own owner: the exact figure shown and delivered, name and symbol from the token’s metadata', async () => {
    const { world, addresses, staker } = await launched();
    const card = litesvmStake(world.svm, { user: staker, token: bare(addresses.mint), unlisted: true, pool: addresses.pool });
    const run = await card.stake(SOL);
    const token = card.session.getState().token;
    expect(token).toMatchObject({
      status: 'ready',
      entry: { name: LAUNCH_TERMS.name, symbol: LAUNCH_TERMS.symbol, decimals: 9, pool: { program: 'Spl', pool: addresses.pool } },
    });
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit' });
    const shown = run.preview.status === 'ready' ? run.preview.expectedOut : -1n;
    // An empty pool but for the team's first deposit: one token per lamport, no deposit fee.
    expect(shown).toBe(SOL);
    expect(worded(run.end)).toMatchObject({ phase: 'success', route: 'deposit', received: shown });
    expect(tokensOf(world, associatedTokenAddress(staker.publicKey.toBase58(), addresses.mint, PROGRAMS.token))).toBe(shown);
  });

  it('the attribute wins over the pool the list names for the mint, and the list’s name stays', async () => {
    const { world, addresses, staker } = await launched();
    const listed = { ...bare(addresses.mint), symbol: 'listSOL', pool: { program: 'Spl', pool: Keypair.generate().publicKey.toBase58() } };
    const card = litesvmStake(world.svm, { user: staker, token: listed, pool: addresses.pool });
    const run = await card.stake(SOL);
    expect(card.session.getState().token).toMatchObject({ status: 'ready', entry: { symbol: 'listSOL', pool: { pool: addresses.pool } } });
    expect(worded(run.end)).toMatchObject({ phase: 'success', route: 'deposit', received: SOL });
  });

  it('a pool that is no stake pool (a vote account) is refused in words, and nothing is signed', async () => {
    const { world, addresses, staker } = await launched();
    const card = litesvmStake(world.svm, { user: staker, token: bare(addresses.mint), unlisted: true, pool: VOTE.address });
    const token = await tokenSettled(card.session);
    expect(token.status === 'pool-refused' && inEnglish(token.reason)).toBe(
      `${VOTE.address} is not a stake pool of this token on the Solana network, so we will not deposit into it.`,
    );
    card.session.setAmount('1');
    expect(await card.session.stake()).toBeNull();
    expect(card.requests.join(' ')).not.toMatch(/simulateTransaction|sendTransaction/);
  });

  it('a stake pool of another mint is refused in words, and nothing is signed', async () => {
    const { world, addresses, staker } = await launched();
    // Another token: a mint with the launched one's very bytes (same token program, decimals) at another address.
    const other = Keypair.generate().publicKey.toBase58();
    const mint = world.read(addresses.mint)!;
    world.svm.setAccount({
      address: address(other),
      lamports: lamports(mint.lamports),
      programAddress: address(mint.owner),
      data: mint.data,
      executable: false,
      space: BigInt(mint.data.length),
    } as never);
    const card = litesvmStake(world.svm, { user: staker, token: bare(other), unlisted: true, pool: addresses.pool });
    const token = await tokenSettled(card.session);
    expect(token.status === 'pool-refused' && inEnglish(token.reason)).toBe(
      `${addresses.pool} is not a stake pool of this token on the Solana network, so we will not deposit into it.`,
    );
    card.session.setAmount('1');
    expect(await card.session.stake()).toBeNull();
    expect(card.requests.join(' ')).not.toMatch(/simulateTransaction|sendTransaction/);
  });

  it('a pool whose fees are above the card’s caps is refused in words before any offer', async () => {
    const { world, addresses, staker } = await launched();
    // The launched pool keeps 5 % of rewards: a page that allows 1 % refuses it.
    const card = litesvmStake(world.svm, {
      user: staker,
      token: bare(addresses.mint),
      unlisted: true,
      pool: addresses.pool,
      caps: { maxEpochFeeBps: 100 },
    });
    const run = await card.stake(SOL);
    const refusal = "tstSOL's pool keeps 5 % of its rewards. We will not stake into it.";
    expect(run.preview.status === 'failed' && run.preview.reason && inEnglish(run.preview.reason)).toBe(refusal);
    expect(worded(run.end)).toMatchObject({ phase: 'failed', message: refusal });
    expect(run.requests.join(' ')).not.toMatch(/simulateTransaction/);
    expect(run.sent).toHaveLength(0);
  });

  describe('hostile metadata: the card still stakes, under the mint’s short address', () => {
    const hostile: [string, (data: Uint8Array) => Uint8Array][] = [
      ['a name longer than Metaplex allows', (data) => (data.set(u32(33), NAME_AT), data)],
      ['a length that runs past the account', (data) => (data.set(u32(0xffffffff), NAME_AT), data)],
      ['a name that is not UTF-8', (data) => (data.set([0xc3, 0x28, 0xff], NAME_AT + 4), data)],
      ['a name of NULs only', (data) => (data.fill(0, NAME_AT + 4, NAME_AT + 4 + LAUNCH_TERMS.name.length), data)],
      ['an account cut short', (data) => data.subarray(0, NAME_AT + 2)],
    ];
    it.each(hostile)('%s', async (_, edit) => {
      const { world, addresses, staker } = await launched();
      rewrite(world, addresses.metadata, edit);
      expect(world.read(addresses.metadata)!.owner).toBe(METADATA_PROGRAM);
      const card = litesvmStake(world.svm, { user: staker, token: bare(addresses.mint), unlisted: true, pool: addresses.pool });
      const run = await card.stake(SOL);
      const short = shortAddress(addresses.mint);
      expect(card.session.getState().token).toMatchObject({ status: 'ready', entry: { name: short, symbol: short } });
      expect(worded(run.end)).toMatchObject({ phase: 'success', received: SOL });
    });

    it('NUL padding after a name is trimmed', async () => {
      const { world, addresses, staker } = await launched();
      // Metaplex's older accounts pad the name to 32 bytes with NULs: "ab" then 30 NULs.
      rewrite(world, addresses.metadata, (data) => {
        const nameLength = new DataView(data.buffer).getUint32(NAME_AT, true);
        const rest = data.subarray(NAME_AT + 4 + nameLength);
        const name = new Uint8Array(32);
        name.set(new TextEncoder().encode('ab'));
        const out = new Uint8Array(data.length + 32 - nameLength);
        out.set(data.subarray(0, NAME_AT));
        out.set(u32(32), NAME_AT);
        out.set(name, NAME_AT + 4);
        out.set(rest.subarray(0, out.length - NAME_AT - 36), NAME_AT + 36);
        return out;
      });
      const card = litesvmStake(world.svm, { user: staker, token: bare(addresses.mint), unlisted: true, pool: addresses.pool });
      const token = await tokenSettled(card.session);
      expect(token).toMatchObject({ status: 'ready', entry: { name: 'ab', symbol: LAUNCH_TERMS.symbol } });
    });
  });
});
