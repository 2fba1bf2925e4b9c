/**
 * Everything a card needs to make offers, loaded as one lazy chunk when a staker first types an
 * amount (or at once, for a card whose `pool` attribute names its pool): the offer desk, every
 * route's code, and the pool's one read. One chunk rather than several
 * small ones, each with its own imports; an entry that no SPL pool serves downloads the deposit's
 * few hundred bytes with it.
 */
export { chooseOffers } from '../chooseOffer';
export { forgetPoolRead, readPoolOnPage } from '../pool/readPoolOnPage';
export { poolRefusal } from '../pool/poolRefusal';
export { lookUpPool } from '../pool/lookUpPool';
export { depositRoute } from './deposit/depositRoute';
export { swapRoute } from './swap/swapRoute';
export { readHoldings } from '../pool/readHoldings';
// The staker's associated account of the LST: the one account every way out burns from.
export { associatedTokenAddress } from '../../solana/stakeAccounts';
// Whether that account can be closed once a full unstake empties it, from its own bytes.
export { closableBy } from './exit/closableAccount';
