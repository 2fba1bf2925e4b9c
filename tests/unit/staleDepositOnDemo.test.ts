import { describe, expect, it } from 'vitest';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { demoProjects } from '../../demo/demoProjects';
import { DEMO_EPOCH } from '../../demo/demoPools';
import { createRpcClient } from '../../widget/api/rpcClient';
import { formatAmount } from '../../widget/core/amount/amount';
import { stakeThroughDemo } from '../support/stakeThroughDemo';

/**
 * The demo's 'stale' pool fault through the card's own stake owner: the demo chain shows the pool one
 * epoch behind until an update of it lands, and its DepositSol refuses a pool not updated this epoch.
 * The card puts the update in front and the deposit lands at the figure it showed.
 */
const SOL = 1_000_000_000n;
const seq = demoProjects.find((entry) => entry.symbol === 'seqSOL')!;

describe('a stale demo pool takes a deposit with its update in front', () => {
  it('rpc-pool:stale: 1 SOL into seqSOL’s pool (a deposit fee, no referral share), exactly the figure shown arrives, and the pool is of this epoch after', async () => {
    const card = stakeThroughDemo({
      faults: [
        ['rpc-pool', 'stale'],
        ['aggregator-quote', 'error'],
        ['swap-quote', 'error'],
      ],
      mint: seq.mint,
    });
    const poolAddress = seq.pool!.pool!;
    const served = async () => {
      const { accounts } = await createRpcClient(card.config).getMultipleAccounts([poolAddress]);
      return decodeStakePool(accounts[0]!.data);
    };
    expect((await served()).lastUpdateEpoch).toBe(DEMO_EPOCH - 1n);
    // The figure on the card before the click: the deposit's, on the pool as its update will leave it.
    card.owner.setAmount(formatAmount(SOL, 9));
    const preview = await new Promise<ReturnType<typeof card.owner.getState>['preview']>((resolve) => {
      const ready = () => card.owner.getState().preview.status === 'ready';
      if (ready()) return resolve(card.owner.getState().preview);
      const stop = card.owner.subscribe(() => ready() && (stop(), resolve(card.owner.getState().preview)));
    });
    expect(preview).toMatchObject({ status: 'ready', route: 'deposit' });
    const end = await card.stake(SOL);
    expect(end).toMatchObject({ phase: 'success', route: 'deposit' });
    if (end.phase !== 'success') return;
    expect(preview.status === 'ready' && preview.expectedOut).toBe(end.received);
    expect(end.simulated).toBe(end.received);
    expect(card.sent()).toBe(1);
    // The update landed with the deposit: the fault shows the pool fresh from now on.
    expect((await served()).lastUpdateEpoch).toBe(DEMO_EPOCH);
  });
});
