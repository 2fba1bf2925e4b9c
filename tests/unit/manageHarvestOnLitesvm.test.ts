// The harvest on a real runtime (the real stake pool program on litesvm): one move of what the fee
// account held at the click, and nothing to move when the fee account already is the team's own
// token account (as the command-line tool makes it). Both once asked for a prompt, and a fee, per
// round, for ever.
import { address, lamports } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from '../../widget/core/encoding/base58';
import { inEnglish } from '../../widget/core/texts/said';
import { planPoolAction, readManagedPool, runPoolAction, type PoolActionState } from '../../widget/manage';
import type { ManagePlan } from '../../widget/manage/planPoolActionFrom';
import { managedWorld, SOL, type ManagedWorld } from '../support/manageOnLitesvm';

const REWARD = SOL / 10n;
/** Where the stake pool account keeps its manager fee account (after type, manager, staker, deposit authority, bump, list, reserve, mint). */
const MANAGER_FEE_AT = 1 + 32 + 32 + 32 + 1 + 32 + 32 + 32;

/** Runs the harvest as the page does, counting the wallet's prompts; `during` sees each state. */
async function harvest(world: ManagedWorld, during: (state: PoolActionState) => void = () => {}) {
  let prompts = 0;
  const end = await runPoolAction(
    {
      rpc: world.rpc,
      sign: (bytes) => {
        prompts++;
        return world.wallet.signTransaction(bytes);
      },
      track: { sleep: async () => {} },
    },
    { pool: world.addresses.pool, wallet: world.wallet.address, action: { kind: 'harvest' } },
    during,
    new AbortController().signal,
  );
  return { end, prompts };
}

describe('Your pool, the harvest', () => {
  it('a fee account that is the team’s own token account: nothing to move, said, and no prompt', async () => {
    const world = await managedWorld();
    world.endEpoch(REWARD);
    expect((await world.act({ kind: 'update' })).end.phase).toBe('done');
    const account = world.read(world.addresses.pool)!;
    const data = Uint8Array.from(account.data);
    data.set(decodeBase58(world.teamTokenAccount), MANAGER_FEE_AT);
    world.put(world.addresses.pool, { ...account, data });

    const read = await readManagedPool(world.rpc, world.addresses.pool, world.wallet.address);
    if ('refusal' in read) throw new Error(inEnglish(read.refusal));
    expect(read.harvest).toMatchObject({ feeAccount: world.teamTokenAccount, walletOwnsFee: true, inWallet: true });
    const plan = await planPoolAction({ rpc: world.rpc, sign: async (bytes) => bytes }, world.addresses.pool, world.wallet.address, {
      kind: 'harvest',
    });
    expect('refusal' in plan && inEnglish(plan.refusal)).toBe(
      'Your fee account is your own tstSOL token account: the harvest is already where the card’s Unstake finds it, with nothing to move.',
    );
    const before = world.balance();
    const { end, prompts } = await harvest(world);
    expect({ phase: end.phase, prompts, spent: before - world.balance() }).toEqual({ phase: 'failed', prompts: 0, spent: 0n });
  });

  it('tokens minted into the fee account during the run (someone’s update) wait for the next harvest: one prompt, one move', async () => {
    const world = await managedWorld();
    world.endEpoch(REWARD);
    expect((await world.act({ kind: 'update' })).end.phase).toBe('done');
    const first = world.tokens(world.addresses.managerFee);
    expect(first).toBeGreaterThan(0n);
    // A new epoch with rewards: anyone's update now mints more of the epoch fee into the fee account.
    world.endEpoch(REWARD);
    const someone = Keypair.generate();
    world.svm.airdrop(address(someone.publicKey.toBase58()), lamports(SOL));
    const update = await planPoolAction(
      { rpc: world.rpc, sign: async (bytes) => bytes },
      world.addresses.pool,
      someone.publicKey.toBase58(),
      { kind: 'update' },
    );
    if ('refusal' in update) throw new Error(inEnglish(update.refusal));
    const ownBefore = world.tokens(world.teamTokenAccount);

    let confirmed = false;
    let updated = false;
    const { end, prompts } = await harvest(world, (state) => {
      // The harvest has landed; the update lands before the runner reads the chain again.
      if (state.phase === 'confirming') confirmed = true;
      if (state.phase === 'reading' && confirmed && !updated) {
        updated = true;
        for (const step of (update as ManagePlan).steps) world.sendAs(step.instructions, someone);
      }
    });
    expect(updated).toBe(true);
    expect({ phase: end.phase, prompts }).toEqual({ phase: 'done', prompts: 1 });
    expect(world.tokens(world.teamTokenAccount)).toBe(ownBefore + first);
    expect(world.tokens(world.addresses.managerFee)).toBeGreaterThan(0n);
  });
});
