// The burner wallet's stake accounts on the demo chain (issue 39's demo): from its first connect it holds
// one active on the demo pools' validator, one activating, one on a validator outside every demo pool's
// list; after an exit to a stake account, the exit's own is the fourth. The RPC's search by withdrawer
// (getProgramAccounts, as the widget's client asks it) lists them, and each one's bytes say what it is;
// the `rpc-stake-accounts` fault still refuses the search.
import type { StandardConnectFeature } from '@wallet-standard/features';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { addressBytes } from '../../widget/core/encoding/instructionData';
import { decodeStakeAccount, NEVER } from '../../widget/core/stakePool/stakeAccount';
import { createDemo } from '../../demo/createDemo';
import { burnerStakeAddress, BURNER_STAKES, seedBurnerStakeAccounts } from '../../demo/burnerStakeAccounts';
import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';
import { exitOnDemo } from '../support/exitOnDemo';

const SOL = 1_000_000_000n;

async function connectedBurner() {
  const demo = createDemo({ latencyMs: 0 });
  const connect = (demo.extraWallets[0]!.features as StandardConnectFeature)['standard:connect'];
  const { accounts } = await connect.connect();
  const rpc = createRpcClient(resolveConfig({ ...demo.config, timeoutMs: 5_000 }));
  return { demo, rpc, wallet: accounts[0]!.address };
}

describe('the burner wallet’s stake accounts', () => {
  it('from its connect: one active on the demo pools’ validator, one activating, one outside their lists; the search lists them', async () => {
    const { demo, rpc, wallet } = await connectedBurner();
    const addresses = {
      active: burnerStakeAddress(wallet, 'active'),
      activating: burnerStakeAddress(wallet, 'activating'),
      outside: burnerStakeAddress(wallet, 'outside'),
    };
    expect(new Set(await rpc.getStakeAccountsOf(wallet))).toEqual(new Set(Object.values(addresses)));

    const read = (await rpc.getMultipleAccounts(Object.values(addresses))).accounts;
    const [active, activating, outside] = read.map((account) => ({ lamports: account!.lamports, ...decodeStakeAccount(account!.data) }));
    const epoch = demo.services.chain.epoch;
    for (const account of [active!, activating!, outside!]) {
      expect(account.meta).toMatchObject({ staker: wallet, withdrawer: wallet, rentExemptReserve: STAKE_ACCOUNT_RENT });
      expect(account.delegation!.deactivationEpoch).toBe(NEVER);
      expect(account.lamports).toBe(account.delegation!.stake + STAKE_ACCOUNT_RENT);
    }
    expect(active!.delegation).toMatchObject({ voter: DEMO_VOTE_ACCOUNT, stake: BURNER_STAKES.active.stake });
    expect(active!.delegation!.activationEpoch).toBeLessThan(epoch);
    expect(activating!.delegation).toMatchObject({ voter: DEMO_VOTE_ACCOUNT, activationEpoch: epoch });
    expect(outside!.delegation!.voter).toBe(DEMO_SECOND_VOTE_ACCOUNT);
    // Outside every demo pool's list: each list names only the demo validator.
    for (const pool of demo.services.chain.pools.values()) {
      const list = demo.services.chain.accounts.get(pool.validatorList)!;
      expect(Buffer.from(list.data).includes(Buffer.from(addressBytes(DEMO_SECOND_VOTE_ACCOUNT)))).toBe(false);
      expect(Buffer.from(list.data).includes(Buffer.from(addressBytes(DEMO_VOTE_ACCOUNT)))).toBe(true);
    }
  });

  it('the rpc-stake-accounts fault refuses the search, as a public node does', async () => {
    const { demo, rpc, wallet } = await connectedBurner();
    demo.services.faults.set('rpc-stake-accounts', 'error');
    await expect(rpc.getStakeAccountsOf(wallet)).rejects.toThrow();
    demo.services.faults.set('rpc-stake-accounts', null);
    expect(await rpc.getStakeAccountsOf(wallet)).toHaveLength(3);
  });

  it('after an exit to a stake account, the exit’s own is the fourth the search lists', async () => {
    const demo = exitOnDemo({ symbol: 'canSOL' });
    const seeded = seedBurnerStakeAccounts(demo.services.chain, demo.staker);
    await demo.deposit(5n * SOL);
    const exit = await demo.stake(SOL);
    if (!exit.predicted.ok) throw new Error(`no stake exit: ${exit.predicted.refusal}`);
    expect((await demo.send(exit.bytes)).err).toBeNull();

    const listed = await demo.rpc.getStakeAccountsOf(demo.staker);
    expect(new Set(listed)).toEqual(new Set([...Object.values(seeded), exit.candidate.address]));
    const [account] = (await demo.rpc.getMultipleAccounts([exit.candidate.address])).accounts;
    const state = decodeStakeAccount(account!.data);
    expect(state.meta).toMatchObject({ staker: demo.staker, withdrawer: demo.staker });
    expect(state.delegation?.voter).toBe(DEMO_VOTE_ACCOUNT);
  });
});
