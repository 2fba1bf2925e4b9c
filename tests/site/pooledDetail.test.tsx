import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_URLS } from '../../demo/demoServices';
import { launchAddresses } from '../../widget/launch/launchAddresses';
import { LAUNCH_TERMS, launchWorld, VOTE } from '../support/launchOnLitesvm';
import { litesvmFetch } from '../support/litesvmRpc';
import { renderSite } from './renderSite';

/**
 * `/detail/{mint}?pool=…`: the page of a pool no list names, read from a real Solana runtime where the
 * launch planner created it (the demo list does not name its mint).
 */
let world: ReturnType<typeof launchWorld>;
let pool: string;
let mint: string;

beforeAll(async () => {
  world = launchWorld();
  const { end } = await world.launch();
  expect(end.phase).toBe('live');
  ({ pool, mint } = await launchAddresses(world.wallet.address, LAUNCH_TERMS.vote));
}, 30_000);

/** The site on the demo services, but with the litesvm world as its RPC. */
const renderOnChain = (path: string) => {
  const rpc = litesvmFetch(world.svm);
  return renderSite(path, {
    wrapFetch: (fetch) => async (input, init) => (String(input).startsWith(DEMO_URLS.rpcUrl) ? rpc(input, init) : fetch(input, init)),
  });
};

describe('/detail/{mint}?pool=', () => {
  it('renders the launched pool from the chain: name and symbol from its metadata, the card with its pool, and how to be listed', async () => {
    renderOnChain(`/detail/${mint}?pool=${pool}`);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const name = await screen.findByRole('heading', { level: 1 });
    expect(name.textContent).toBe(LAUNCH_TERMS.name);
    expect(name.nextElementSibling!.textContent).toBe(LAUNCH_TERMS.symbol);
    const card = document.querySelector('lst-stake')!;
    expect([card.getAttribute('mint'), card.getAttribute('pool')]).toEqual([mint, pool]);
    // The same way to ask as the launch's success says: a new issue to the list's maintainers.
    const listing = screen.getByRole('link', { name: 'a new issue at igneous-labs/sanctum-lst-list' });
    expect(listing.getAttribute('href')).toBe('https://github.com/igneous-labs/sanctum-lst-list/issues/new');
    expect(listing.closest('p')!.textContent).toMatch(
      /by writing to the list's maintainers \(its mint, name, symbol, a logo link and its website\)/,
    );
    // The configurator's snippet keeps the pool: a project pasting it stakes into this pool too.
    const details = (await screen.findByText('Add this stake button to your site')).closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(document.querySelector('[data-snippet="html"]')!.textContent).toContain(`mint="${mint}" pool="${pool}"`));
  });

  it('without ?pool= the mint no list names is the spec’s Project Not Found, as before', async () => {
    renderOnChain(`/detail/${mint}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Project Not Found');
    expect(screen.getByRole('alert').textContent).toBe('Project not found');
  });

  it('an RPC that fails is said with a retry, and the retry reads the pool again', async () => {
    const rpc = litesvmFetch(world.svm);
    let down = true;
    renderSite(`/detail/${mint}?pool=${pool}`, {
      wrapFetch: (fetch) => async (input, init) => {
        if (!String(input).startsWith(DEMO_URLS.rpcUrl)) return fetch(input, init);
        return down ? new Response('unavailable', { status: 503 }) : rpc(input, init);
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch project data');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(LAUNCH_TERMS.name);
  });

  it('a ?pool= that is no stake pool of the mint is Project Not Found, saying why', async () => {
    renderOnChain(`/detail/${mint}?pool=${VOTE.address}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Project Not Found');
    expect(screen.getByRole('alert').textContent).toBe(
      `${VOTE.address} is not a stake pool of this token on the Solana network, so we will not deposit into it.`,
    );
  });
});
