// Issue 40, review point 2: a full unstake closes the emptied picoSOL account only when the wallet can
// close it, as the account's own bytes say. An account whose close authority is another key is left
// open (before, the close was appended anyway and every way out was refused in simulation); one whose
// close authority is the wallet itself is closed. A balance that grows between the read and the
// landing fails the transaction on the chain, and the staker loses nothing beyond the fee. The card's
// own unstake owner, exit guard and road, on litesvm with the real stake pool and token programs.
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from '../../widget/core/encoding/base58';
import { instantOffer } from '../support/exitOffers';
import { exitWorld, SOL, staker, STAKER_PICOSOL } from '../support/exitOnLitesvm';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { networkFeeOf } from '../support/networkFee';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

/** Where a token account keeps its amount (u64) and its close authority (`COption<Pubkey>`). */
const AMOUNT_OFFSET = 64;
const CLOSE_AUTHORITY_OFFSET = 129;

/** The pool with the staker's deposit, its reserve able to pay all of it at once (as in exitClosesEmptied). */
function heldWorld() {
  const world = exitWorld({ deposit: 3n * SOL });
  const reserve = world.read(world.pool().reserveStake)!;
  world.put({ ...reserve, lamports: reserve.lamports + 2n * SOL });
  return { world, held: world.tokens(STAKER_PICOSOL)!, rent: world.balance(STAKER_PICOSOL) };
}

/** Rewrites the staker's picoSOL account's bytes. */
function rewrite(world: ReturnType<typeof exitWorld>, change: (data: Uint8Array, view: DataView) => void) {
  const account = world.read(STAKER_PICOSOL)!;
  const data = Uint8Array.from(account.data);
  change(data, new DataView(data.buffer));
  world.put({ ...account, data });
}

const setCloseAuthority = (world: ReturnType<typeof exitWorld>, authority: string) =>
  rewrite(world, (data, view) => {
    view.setUint32(CLOSE_AUTHORITY_OFFSET, 1, true);
    data.set(decodeBase58(authority), CLOSE_AUTHORITY_OFFSET + 4);
  });

describe('a full unstake closes the emptied account only when the wallet can (on litesvm)', () => {
  it('another close authority: the exit goes through and leaves the account open, its rent not promised', async () => {
    const { world, held, rent } = heldWorld();
    setCloseAuthority(world, 'Stake11111111111111111111111111111111111111');
    const predicted = instantOffer(world, held).predicted;
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const before = world.balance(staker);
    const unstaking = litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED });
    const run = await unstaking.unstake(held);
    if (run.end.phase !== 'success') throw new Error(JSON.stringify(worded(run.end)));
    // The choices never said "+X SOL from closing": nothing comes back from an account that stays open.
    expect(run.shown).toMatchObject({ held, closeReturns: null });
    const fee = networkFeeOf(unstaking.sent.at(-1)!).fee;
    expect(world.balance(staker) - before).toBe(predicted.lamports - fee);
    expect(world.tokens(STAKER_PICOSOL)).toBe(0n);
    expect(world.balance(STAKER_PICOSOL)).toBe(rent);
  });

  it('the wallet its own close authority: closed, its rent back in the wallet', async () => {
    const { world, held, rent } = heldWorld();
    setCloseAuthority(world, staker);
    const predicted = instantOffer(world, held).predicted;
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const before = world.balance(staker);
    const unstaking = litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED });
    const run = await unstaking.unstake(held);
    if (run.end.phase !== 'success') throw new Error(JSON.stringify(worded(run.end)));
    expect(run.shown).toMatchObject({ held, closeReturns: rent });
    const fee = networkFeeOf(unstaking.sent.at(-1)!).fee;
    expect(world.balance(staker) - before).toBe(predicted.lamports + rent - fee);
    expect(world.read(STAKER_PICOSOL)).toBeNull();
  });

  it('LST that arrives after the check: the chain refuses the close, and the staker loses nothing beyond the fee', async () => {
    const { world, held, rent } = heldWorld();
    const before = world.balance(staker);
    let fee: bigint | null = null;
    const unstaking = litesvmUnstake(world.svm, {
      user: STAKER,
      token: PICOSOL_LISTED,
      beforeRpc(method, params) {
        if (method !== 'sendTransaction' || fee !== null) return;
        fee = networkFeeOf(Buffer.from(String(params[0]), 'base64')).fee;
        // Signed and on its way: someone sends the staker 1 more base unit of picoSOL first.
        rewrite(world, (_, view) => view.setBigUint64(AMOUNT_OFFSET, held + 1n, true));
      },
    });
    const run = await unstaking.unstake(held);
    expect(fee).not.toBeNull();
    // The RPC says it failed: the card says so, with the signature.
    expect(run.end).toMatchObject({ phase: 'failed', signature: expect.any(String) });
    expect(before - world.balance(staker)).toBeLessThanOrEqual(fee!);
    expect(world.tokens(STAKER_PICOSOL)).toBe(held + 1n);
    expect(world.balance(STAKER_PICOSOL)).toBe(rent);
  });
});
