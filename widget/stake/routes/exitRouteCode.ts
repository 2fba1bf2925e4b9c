/**
 * The ways out's code, one lazy chunk apart from the ways in (`routeCode.ts`): a staker who never
 * unstakes never downloads the exit arithmetic, the pool's update and the stake-account seeds. Loaded
 * with the first question of the Unstake tab's offer desk.
 */
export { instantRoute } from './exit/instantRoute';
export { stakeAccountRoute } from './exit/stakeAccountRoute';
export { swapBackRoute } from './swap/swapBackRoute';
