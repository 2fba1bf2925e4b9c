import type { Demo } from './createDemo';

export type { Demo } from './createDemo';
export { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from './demoVote';

/**
 * The demo's one door for product code: everything behind it (the services, the chain stand-in, the
 * real LST list, the burner wallet) loads as its own chunk, and only when called. A build that never
 * calls it (the production site) carries none of it.
 */
export async function loadDemo(search = ''): Promise<Demo> {
  const { startDemo } = await import('./startDemo');
  return startDemo(search);
}
