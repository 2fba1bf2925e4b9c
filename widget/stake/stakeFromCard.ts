import type { LstEntry } from '../core/lst/lst';
import type { OfferDesk, Preview } from './offerDesk';
import { runStake } from './runStake';
import type { StakeDeps, StakeRequest, StakeState } from './stakeFlow';

/** What the card gives a stake at the click. */
export interface StakeFromCard {
  desk: OfferDesk;
  /** The card's mint and its list entry, the lamports to stake and the wallet that clicked. */
  mint: string;
  token: LstEntry;
  lamports: bigint;
  wallet: string;
  /** The wallet's SOL, shared with the page's other cards. */
  balance(wallet: string): Promise<bigint>;
  /** What the card showed at the click: shown again if no offer got as far as the wallet. */
  shown: Preview;
}

/**
 * One stake from the card, in the lazy chunk with its runner: the runner asks the card's desk for the
 * offers and the page's board for the balance, and the card's figure is put back when every offer was
 * refused before the wallet (the one the refusal shown speaks of, not the last one tried).
 */
export async function stakeFromCard(
  /** The skeleton's I/O (owner/ownerSide.ts `OwnerIo`): the transaction's, and the wallet the card acts for. */
  io: Omit<StakeDeps, 'offer' | 'balance'>,
  { desk, mint, token, lamports, wallet, balance, shown }: StakeFromCard,
  report: (next: StakeState) => void,
  signal: AbortSignal,
): Promise<StakeState> {
  const request: StakeRequest = {
    mint,
    symbol: token.symbol,
    decimals: token.decimals,
    tokenProgram: token.token_program,
    lamports,
    wallet,
  };
  let signing = false;
  const deps = { ...io, offer: (asked: StakeRequest, signal: AbortSignal) => desk.offers(token, asked.lamports, signal), balance };
  const end = await runStake(
    deps,
    request,
    (next) => {
      if (next.phase === 'awaiting-signature') signing = true;
      report(next);
    },
    signal,
  );
  if (!signing && end.phase === 'failed' && shown.status === 'ready') desk.show(shown);
  return end;
}
