import { createRpcClient } from '../api/rpcClient';
import type { StakeWidgetConfig } from '../core/config/config';
import type { TrackOptions } from '../solana/trackTransaction';
import { readExitStakeAccounts, type ExitStakeAccount } from './readExitStakeAccounts';
import { runStakeAccountAction, type StakeAccountActionState } from './runStakeAccountAction';

/** What the card shows of the staker's exit stake accounts of one pool. */
export interface StakeAccountsView {
  status: 'loading' | 'read' | 'failed';
  accounts: readonly ExitStakeAccount[];
  /**
   * The one action running or last ended, on which account: a Deactivate, or a Withdraw of all its
   * `lamports` (what the wallet then holds of it, the figure the list showed).
   */
  action: { address: string; kind: 'deactivate' | 'withdraw'; lamports: bigint; state: StakeAccountActionState } | null;
}

export interface StakeAccountsBoardOptions {
  config: StakeWidgetConfig;
  staker: string;
  pool: string;
  sign(transaction: Uint8Array): Promise<Uint8Array>;
  currentWallet(): string | null;
  onChange(view: StakeAccountsView): void;
  track?: Omit<TrackOptions, 'onSent' | 'onTrouble'>;
}

export interface StakeAccountsBoard {
  /** Reads the list again (after an exit landed, or to see a cooldown end). */
  read(): void;
  /** Deactivates an active account, or withdraws all of an inactive one to the wallet: one at a time. */
  act(account: ExitStakeAccount): void;
  stop(): void;
}

/**
 * The staker's exit stake accounts of one pool, framework-free: found by derivation (one read), each
 * with its Deactivate or Withdraw, run one at a time through the guarded runner, and the list read
 * again once an action ended on chain.
 */
export function createStakeAccountsBoard({
  config,
  staker,
  pool,
  sign,
  currentWallet,
  onChange,
  track,
}: StakeAccountsBoardOptions): StakeAccountsBoard {
  const rpc = createRpcClient(config);
  const controller = new AbortController();
  let view: StakeAccountsView = { status: 'loading', accounts: [], action: null };
  let acting = false;
  const show = (next: Partial<StakeAccountsView>) => {
    if (controller.signal.aborted) return;
    view = { ...view, ...next };
    onChange(view);
  };
  const read = () => {
    readExitStakeAccounts(rpc, staker, pool, controller.signal).then(
      (found) => show({ status: 'read', accounts: found.accounts }),
      () => show({ status: view.status === 'read' ? 'read' : 'failed' }),
    );
  };
  return {
    read,
    act(account) {
      if (acting || account.phase === 'deactivating') return;
      acting = true;
      const action =
        account.phase === 'inactive'
          ? ({ kind: 'withdraw', stake: account.address, lamports: account.lamports } as const)
          : ({ kind: 'deactivate', stake: account.address } as const);
      void runStakeAccountAction(
        { rpc, sign, currentWallet, track, maxPriorityFeeLamports: config.maxPriorityFeeLamports },
        { staker, action },
        (state) => show({ action: { address: account.address, kind: action.kind, lamports: account.lamports, state } }),
        controller.signal,
      ).then((end) => {
        acting = false;
        // Landed (or maybe landed): what the chain holds now is the list.
        if (end.phase !== 'cancelled') read();
      });
    },
    stop: () => controller.abort(),
  };
}
