import type { StakeWidgetConfig } from '../core/config/config';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { LstEntry } from '../core/lst/lst';
import type { WalletSession } from '../core/wallet/walletSession';
import { embedderCaps } from '../stake/embedderChoices';
import type { BringDesk } from './bringDesk';

export interface BringDeskOptions {
  config: StakeWidgetConfig;
  session: WalletSession;
  staker: string;
  entry: LstEntry;
  referrer?: string;
  caps: Partial<FeeCaps>;
}

/**
 * `widget/bring` (the stake-account source) and what it runs on: chunks loaded at the panel's first read.
 * The pool's reading through the card's route code (loaded for its offers already), not its own module:
 * imported apart, it was a chunk of its own, cut out of the route code's (2.7 KB, and the cut's cost).
 */
const loadSource = () =>
  Promise.all([import('../bring'), import('../api/rpcClient'), import('../stake/routes/routeCode')]).then(
    ([bring, { createRpcClient }, { readPoolOnPage }]) => ({ bring, createRpcClient, readPoolOnPage }),
  );

/**
 * The real desk: `widget/bring` on the card's RPC, pool and wallet. Each read takes the page's pool
 * reading (the one the card's offers share) and asks `widget/bring` for the staker's stake accounts,
 * judged from their own bytes; a pool that is not the list's throws (the panel says it could not read).
 * The deposit goes down the one road, signed by the connected wallet.
 */
export function createBringDesk({ config, session, staker, entry, referrer, caps }: BringDeskOptions): BringDesk {
  const token = { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals, tokenProgram: entry.token_program };
  const ask = async (signal?: AbortSignal) => {
    const source = await loadSource();
    const reading = await source.readPoolOnPage(config, entry, { referrer, signal });
    if (!reading.ok) throw new Error(`The pool of ${entry.symbol} could not be read as the list names it (${reading.reason}).`);
    const rpc = source.createRpcClient(config);
    return { source, rpc, ask: { wallet: staker, reading, token, caps: embedderCaps(caps), referrer } };
  };
  return {
    async read(signal) {
      const { source, rpc, ask: asked } = await ask(signal);
      const found = await source.bring.readBringableStakeAccounts({ rpc }, asked, signal);
      return { ...found, stakeDepositFee: asked.reading.terms.stakeDepositFee ?? null };
    },
    async readPasted(address, signal) {
      const { source, rpc, ask: asked } = await ask(signal);
      return source.bring.readPastedStakeAccount({ rpc }, { ...asked, address }, signal);
    },
    async deposit(account, move, signal) {
      const { source, rpc, ask: asked } = await ask(signal);
      const io = {
        rpc,
        sign: (bytes: Uint8Array) => session.signTransaction(bytes),
        currentWallet: () => {
          const { status, publicKey } = session.getState();
          return status === 'connected' ? publicKey : null;
        },
        maxPriorityFeeLamports: config.maxPriorityFeeLamports,
      };
      const { wallet: _wallet, ...request } = asked;
      return source.bring.runStakeDeposit(io, { staker, account, ask: request }, move, signal);
    },
  };
}
