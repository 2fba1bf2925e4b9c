import { createContext, useContext } from 'react';
import type { Demo } from '../demo';

/** What the demo lets a page do that Solana does not: end the epoch when the team asks ("Your pool"). */
export type DemoControls = Pick<Demo, 'endEpoch'>;

/** The demo's controls on the demo site; null on Solana (and in tests and stories that give none). */
export const SiteDemoContext = createContext<DemoControls | null>(null);

export const useDemoControls = (): DemoControls | null => useContext(SiteDemoContext);
