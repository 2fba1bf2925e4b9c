// Explore's cards show their pools' APY: read after the cards are painted, in one request for the shown
// pools, each card's line holding its room until the answer comes.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import { EPOCH_SCHEDULE_SYSVAR } from '../../widget/core/addresses/sysvars';
import { NO_POOL } from '../../site/components/ApyLine';
import { renderSite } from './renderSite';

type Held = { addresses: string[]; cardsOnScreen: number; release: () => void };

/** Explore on the demo, each read of the chain's epoch (the APY's read) held until the test releases it. */
function renderExplore() {
  const held: Held[] = [];
  const rendered = renderSite('/explore', {
    wrapFetch: (fetch) => async (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { method?: string; params?: [string[]] }) : null;
      const addresses = body?.method === 'getMultipleAccounts' ? body.params![0] : [];
      if (addresses.includes(EPOCH_SCHEDULE_SYSVAR)) {
        await new Promise<void>((release) => held.push({ addresses, cardsOnScreen: document.querySelectorAll('.card').length, release }));
      }
      return fetch(input, init);
    },
  });
  return { ...rendered, held };
}

/** A project's card, by the name in its heading. */
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;
const apyLine = (name: string) => card(name).querySelector('.card__apy');

describe('explore’s APY', () => {
  it('paints the cards first, then shows each pool’s APY where its line kept the room', async () => {
    const { held } = renderExplore();
    await waitFor(() => expect(held).toHaveLength(1));
    // The read was asked with every card already on screen: it never delays them.
    expect(held[0]!.cardsOnScreen).toBe(demoProjects.length);
    // One request for the shown pools (the four demo projects whose entries name an SPL stake pool), the sysvars with them.
    expect(held[0]!.addresses).toHaveLength(4 + 2);
    // Until the answer, each pool's card holds an empty line, marked busy; no figure shows.
    const canopy = apyLine('Canopy Staked SOL')!;
    expect(canopy.textContent).toBe('\u00a0');
    expect(canopy.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/APY ≈/)).toBeNull();

    held[0]!.release();
    // canSOL's last epoch: a 2,400th of its SOL less its 5 % epoch fee, over 173.9 epochs of 432,000 slots at 0.42 s.
    await waitFor(() => expect(apyLine('Canopy Staked SOL')!.textContent).toBe('APY ≈ 7.1\u00a0% (last epoch)'));
    // The same element: the line filled in where it stood.
    expect(apyLine('Canopy Staked SOL')).toBe(canopy);
    expect(canopy.hasAttribute('aria-busy')).toBe(false);
    // mossSOL keeps 8 % of its rewards: a lower figure.
    expect(apyLine('Moss Staked SOL')!.textContent).toBe('APY ≈ 6.9\u00a0% (last epoch)');
    // Evergreen's pool is another program's: it is staked by swap, and its card says so from the start.
    expect(apyLine('Evergreen Staked SOL')!.textContent).toBe(NO_POOL);
    expect(apyLine('Evergreen Staked SOL')!.hasAttribute('aria-busy')).toBe(false);
    expect(held).toHaveLength(1);
  });
});
