import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProjects } from '../../demo/demoProjects';
import { hostileProjects } from '../../demo/hostileProjects';
import fixture from '../../demo/data/sanctum-lst-list-2025-09-04.json';
import type { LstEntry } from '../../widget/core/lst/lst';
import { PageErrorBoundary } from '../../site/components/PageErrorBoundary';
import { LIST_FAILED } from '../../site/pages/ExplorePage';
import { NO_POOL } from '../../site/components/ApyLine';
import { renderSite } from './renderSite';

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));
/** The texts a field's aria-describedby points to: its hint and its error. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

afterEach(() => vi.useRealTimers());

describe('layout', () => {
  it('has a header with home link, Explore and Launch marked when current, the wallet button, and a footer', async () => {
    renderSite('/explore');
    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getByRole('link', { name: /Greenest Launchpad/ })
        .getAttribute('href'),
    ).toBe('/');
    const explore = within(header).getByRole('link', { name: 'Explore' });
    expect(explore.getAttribute('aria-current')).toBe('page');
    expect(within(header).getByRole('link', { name: 'Launch' }).getAttribute('aria-current')).toBeNull();
    expect(header.querySelector('lst-wallet-button')).not.toBeNull();
    expect(hrefs(within(screen.getByRole('contentinfo')).getAllByRole('link')).every((href) => href?.startsWith('https://'))).toBe(true);
  });

  it('shows "page not found" with a link home for an unknown path', () => {
    renderSite('/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});

describe('a page that fails to render', () => {
  it('says so with a retry, logs the details, and is forgotten on the next route', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let renders = 0;
    function Broken(): never {
      renders++;
      throw new Error('page bug');
    }
    const view = render(
      <PageErrorBoundary resetKey="/detail/x">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe('This page could not be shown. The rest of the site still works.');
    expect(log.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'page bug'))).toBe(true);
    // "Try again" renders the page again (it fails again here, and says so again).
    const before = renders;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByRole('alert').textContent).toBe('This page could not be shown. The rest of the site still works.');
    view.rerender(
      <PageErrorBoundary resetKey="/explore">
        <p>Explore works</p>
      </PageErrorBoundary>,
    );
    expect(view.container.textContent).toBe('Explore works');
    log.mockRestore();
  });
});

describe('home', () => {
  it('has the hero buttons, both step lists and the launch call to action', () => {
    renderSite('/');
    expect(screen.getByRole('link', { name: 'Explore All' }).getAttribute('href')).toBe('/explore');
    expect(screen.getAllByRole('link', { name: 'Launch' }).map((link) => link.getAttribute('href'))).toContain('/launch');
    // Both step lists are the "How It Works" section's.
    const how = screen.getByRole('region', { name: 'How It Works' });
    const steps = (name: string) =>
      within(within(how).getByRole('region', { name }))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(steps('For Stakers')).toEqual(['Find the soil', 'Plant the seed', 'Watch your tree grow', 'Harvest your rewards']);
    expect(steps('For Projects')).toEqual(['Prepare the soil', 'Nurture the tree', 'Watch your tree grow', 'Harvest Time']);
    const ready = screen.getByRole('region', { name: 'Ready to Launch?' });
    expect(within(ready).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/launch');
  });
});

describe('explore', () => {
  it('says it is loading, then features two projects and lists the rest', async () => {
    renderSite('/explore');
    expect(screen.getByRole('status').textContent).toBe('Loading projects...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a project to support');
    const featured = within(await screen.findByRole('region', { name: 'Featured projects' })).getAllByRole('article');
    expect(screen.queryByText('Loading projects...')).toBeNull();
    expect(featured).toHaveLength(2);
    for (const card of featured) {
      expect(within(card).getByRole('heading', { level: 4 }).textContent).toBe('Key Points');
      // The whole card, 'Stake Now' included, is one link to the project's page.
      const link = within(card).getByRole('link');
      expect(link.textContent).toContain('Stake Now');
      expect(link.getAttribute('href')).toMatch(/^\/detail\/\w{32,44}$/);
    }
    const region = screen.getByRole('region', { name: 'View more projects' });
    const more = within(region).getAllByRole('article');
    expect(more).toHaveLength(demoProjects.length - 2);
    // The count names what it counts: the cards below, and every project the page shows.
    expect(within(region).getByRole('status').textContent).toBe(`${demoProjects.length - 2} more projects · ${demoProjects.length} in all`);
    expect(within(more[0]!).getByRole('heading', { level: 4 }).textContent).toBe('Description');
    const all = [...featured, ...more].map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(new Set(all)).toEqual(new Set(demoProjects.map((project) => project.name)));
  });

  it('features nobody when fewer than two projects qualify, and hides automated or bullet-less ones', async () => {
    const real = fixture.lsts as LstEntry[];
    renderSite('/explore', {
      lsts: () => [demoProjects[0]!, ...real, { ...demoProjects[1]!, meta: { ...demoProjects[1]!.meta, 'First bullet point': '' } }],
    });
    const more = await screen.findByRole('region', { name: 'View more projects' });
    expect(screen.queryByRole('region', { name: 'Featured projects' })).toBeNull();
    expect(within(more).getAllByRole('article')).toHaveLength(1);
  });

  it('searches by name, symbol and category', async () => {
    renderSite('/explore');
    await screen.findByRole('region', { name: 'Featured projects' });
    fireEvent.input(screen.getByLabelText('Search projects'), { target: { value: 'music' } });
    const matches = await screen.findByRole('region', { name: 'Matching projects' });
    expect(
      within(matches)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Fern Staked SOL']);
    expect(within(matches).getByRole('status').textContent).toBe('1 matching project');
    fireEvent.input(screen.getByLabelText('Search projects'), { target: { value: 'zzz' } });
    await screen.findByText('No project matches \u201czzz\u201d.');
  });

  it("logs the spec's 'Failed to fetch LSTs' when the list fails, tells a staker in plain words, and retries", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = renderSite('/explore', { faults: [['lst-list', 'error']] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LIST_FAILED);
    expect(alert.textContent).not.toContain('LST');
    expect(logged).toHaveBeenCalledWith('Failed to fetch LSTs', expect.anything());
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    services.faults.set('lst-list', null);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'View more projects' });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes every card alike: logo, name, symbol, its points, its APY or why none, and Stake Now', async () => {
    renderSite('/explore');
    await screen.findByRole('heading', { name: 'View more projects' });
    const cards = screen.getAllByRole('article');
    for (const card of cards) {
      expect(card.querySelector('.card__symbol')?.textContent).toBeTruthy();
      expect(within(card).getByRole('link').textContent).toContain('Stake Now');
      // The spec's words: 'Key Points' on the two featured cards, 'Description' on the others.
      expect(['Key Points', 'Description']).toContain(within(card).getByRole('heading', { level: 4 }).textContent);
    }
    await waitFor(() => expect(screen.getAllByText(NO_POOL).length).toBeGreaterThan(0));
  });
});

describe('detail', () => {
  const evergreen = demoProjects[0]!;

  it('says Loading..., then shows the project and mounts the stake widget for it', async () => {
    renderSite(`/detail/${evergreen.mint}`);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const name = await screen.findByRole('heading', { level: 1 });
    expect(name.textContent).toBe('Evergreen Staked SOL');
    expect(screen.queryByText('Loading...')).toBeNull();
    // Under the name: the symbol, then the one-liner.
    expect(name.nextElementSibling!.textContent).toBe('evgSOL');
    expect(name.nextElementSibling!.nextElementSibling!.textContent).toBe('Reforestation funded by staking rewards.');
    expect(
      within(screen.getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Climate', 'Public goods']);
    expect(hrefs(within(screen.getByRole('list', { name: 'Project links' })).getAllByRole('link'))).toEqual([
      'https://example.org/evgsol',
      'https://x.com/evergreen_sol',
      'https://t.me/evgsol',
    ]);
    const features = screen.getByRole('region', { name: 'Key Features' });
    // The value proposition leads the section, right under its heading.
    expect(within(features).getByRole('heading', { level: 2 }).nextElementSibling!.textContent).toBe(
      'Every epoch, rewards plant trees you can trace on-chain.',
    );
    expect(within(features).getAllByRole('listitem')).toHaveLength(3);
    expect(within(features).getByText('9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC').parentElement!.textContent).toBe(
      'Vote account 9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC',
    );
    expect(document.querySelector('lst-stake')?.getAttribute('mint')).toBe(evergreen.mint);
  });

  it("shows a project's page by its own mint, never an impostor's that claims it, placed first in the list", async () => {
    const impostor: LstEntry = {
      ...evergreen,
      mint: 'GpbzN7QV5eWtrpJ4Pa6pLa6QX3Uh8GiAgmEtaSqBhmRD',
      name: 'Impostor Staked SOL',
      meta: { ...evergreen.meta, 'Mint address': evergreen.mint, 'Mint name': 'Impostor Staked SOL' },
    };
    renderSite(`/detail/${evergreen.mint}`, { lsts: () => [impostor, ...demoProjects] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evergreen Staked SOL');
    expect(screen.queryByText('Impostor Staked SOL')).toBeNull();
  });

  it('survives a list entry whose pool fields are not text (the page used to go blank)', async () => {
    const odd = { ...evergreen, meta: { ...evergreen.meta, 'Vote account': '' }, pool: { vote_account: 1, pool: { nested: true } } };
    renderSite(`/detail/${evergreen.mint}`, { lsts: () => [odd as unknown as LstEntry, ...demoProjects.slice(1)] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evergreen Staked SOL');
    expect(within(screen.getByRole('region', { name: 'Key Features' })).queryByText(/Vote account/)).toBeNull();
  });

  it('never shows an impostor at its own address either', async () => {
    const impostor: LstEntry = {
      ...evergreen,
      mint: 'GpbzN7QV5eWtrpJ4Pa6pLa6QX3Uh8GiAgmEtaSqBhmRD',
      meta: { ...evergreen.meta, 'Mint address': evergreen.mint },
    };
    renderSite(`/detail/${impostor.mint}`, { lsts: () => [impostor, ...demoProjects] });
    expect((await screen.findByRole('alert')).textContent).toBe('Project not found');
  });

  it('says the project does not exist when the id is not an address, without asking for the list', () => {
    const { services } = renderSite('/detail/not-a-mint');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project Not Found');
    expect(screen.getByRole('alert').textContent).toBe('The requested project does not exist.');
    expect(services.requests).toEqual([]);
  });

  it('says "Project not found" for a valid address that is not listed', async () => {
    renderSite('/detail/So11111111111111111111111111111111111111112');
    expect((await screen.findByRole('alert')).textContent).toBe('Project not found');
  });

  it('says "Failed to fetch project data" when the list fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = renderSite(`/detail/${evergreen.mint}`, { faults: [['lst-list', 'error']] });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch project data');
    services.faults.set('lst-list', null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evergreen Staked SOL');
  });

  it('falls back to the entry itself when it has no meta', async () => {
    const real = (fixture.lsts as LstEntry[])[0]!;
    renderSite(`/detail/${real.mint}`, { lsts: () => [real] });
    const name = await screen.findByRole('heading', { level: 1 });
    expect(name.textContent).toBe(real.name);
    expect(name.nextElementSibling!.textContent).toBe(real.symbol);
    expect(screen.queryByRole('list', { name: 'Project links' })).toBeNull();
  });

  it.each(hostileProjects.map((project, index) => [index, project] as const))(
    'renders hostile project %i with no script link or image',
    async (_, project) => {
      renderSite(`/detail/${project.mint}`, { lsts: () => hostileProjects });
      await screen.findByRole('heading', { level: 1 });
      for (const element of document.querySelectorAll('a[href], img[src]')) {
        const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
        expect(url, element.outerHTML).toMatch(/^(https:\/\/|\/|#main$)/);
      }
      expect(document.querySelector('script, b')).toBeNull();
      expect(screen.queryByRole('link', { name: /Twitter/ })).toBeNull();
    },
  );
});

describe('launch', () => {
  it('shows the marketing cards, the form and the incentives', () => {
    renderSite('/launch');
    for (const name of [
      'Fast Funding',
      'Investor Trust',
      'Retention Incentives',
      'Create Staking Pool',
      'For Investors',
      'For Project Teams',
    ]) {
      // Each card and the form is a landmark named by its heading.
      const heading = screen.getByRole('heading', { name });
      expect(heading.closest('section, form')!.getAttribute('aria-labelledby')).toBe(heading.id);
    }
    expect((screen.getByLabelText(/Seller fee/) as HTMLInputElement).value).toBe('0');
  });

  it('checks sellerFeeBasisPoints on change', () => {
    renderSite('/launch');
    const fee = screen.getByLabelText(/Seller fee/);
    fireEvent.input(fee, { target: { value: 'abc' } });
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(fee)).toContain('Please enter a valid number');
    fireEvent.input(fee, { target: { value: '20000' } });
    expect(describedBy(fee)).toContain('Value must be between 0 and 10000');
    fireEvent.input(fee, { target: { value: '500' } });
    expect(screen.queryByText(/Value must be|valid number/)).toBeNull();
  });

  it('checks everything again on submit and sends nothing', () => {
    const { services } = renderSite('/launch');
    fireEvent.click(screen.getByRole('button', { name: 'Create Staking Pool' }));
    for (const text of ['Name is required', 'Symbol is required', 'Metadata URI is required', 'Origin token address is required']) {
      // Said beside its own field, which is marked invalid.
      const field = document.querySelector(`[aria-describedby~="${screen.getByText(text).id}"]`)!;
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.queryByText('Staking pool creation submitted!')).toBeNull();
    expect(services.requests).toEqual([]);
  });

  it('logs a valid pool and shows the banner for 3 seconds', () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { services } = renderSite('/launch');
    const fill = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
    fill(/^Name/, 'Evergreen');
    fill(/^Symbol/, 'EVG');
    fill(/Metadata URI/, 'https://example.org/evg.json');
    fill(/Origin token address/, 'So11111111111111111111111111111111111111112');
    fill(/Seller fee/, '250');
    fill(/Creators/, '[{"address":"So11111111111111111111111111111111111111112","share":100}]');
    fireEvent.click(screen.getByRole('button', { name: 'Create Staking Pool' }));
    expect(screen.getByRole('status').textContent).toBe('Staking pool creation submitted!');
    expect(log).toHaveBeenCalledWith('Create staking pool', expect.objectContaining({ name: 'Evergreen', sellerFeeBasisPoints: 250 }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Staking pool creation submitted!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Staking pool creation submitted!')).toBeNull();
    expect(services.requests).toEqual([]);
  });
});

describe('navigation', () => {
  it('routes in-app on a link click and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderSite('/');
    fireEvent.click(screen.getByRole('link', { name: 'Explore All' }));
    await screen.findByRole('heading', { name: 'Choose a project to support' });
    expect(location.pathname).toBe('/explore');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBe('page');
  });
});
