import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomePage } from '../site/pages/HomePage';
import { ExplorePage, LIST_FAILED } from '../site/pages/ExplorePage';
import { DetailPage } from '../site/pages/DetailPage';
import { LaunchPage } from '../site/pages/LaunchPage';
import { AppLoadFailed } from '../site/components/AppLoadFailed';
import { demoProjects } from '../demo/demoProjects';
import fixture from '../demo/data/sanctum-lst-list-2025-09-04.json';
import type { LstEntry } from '../widget/core/lst/lst';
import { SiteConfigContext, useSiteConfig } from '../site/SiteConfigContext';
import { PICOSOL_ENTRY, PICOSOL_POOL_EPOCH, PICOSOL_TERMS, withPicoSolPool, type PoolRpcOptions } from '../tests/support/picoSolPoolRpc';
import { withSite } from './support/storySetup';

const evergreen = demoProjects[0]!;
// A real entry (no meta), its logo served by Storybook itself: no request leaves the machine.
const real: LstEntry = { ...(fixture.lsts as LstEntry[])[0]!, logo_uri: `${location.origin}/favicon.svg` };

const meta = {
  title: 'Site/Pages',
  decorators: [withSite],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const Home: Story = {
  render: () => <HomePage />,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/launch');
  },
};

export const ExploreLoading: Story = {
  render: () => <ExplorePage />,
  parameters: { demo: { faults: [['lst-list', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => expect(page(canvasElement).getByText('Loading projects...')).toBeInTheDocument(),
};

export const ExploreLoaded: Story = {
  render: () => <ExplorePage />,
  play: async ({ canvasElement }) => {
    const featured = await page(canvasElement).findByRole('region', { name: 'Featured projects' }, { timeout: 5000 });
    await expect(within(featured).getAllByRole('article')).toHaveLength(2);
    await expect(within(page(canvasElement).getByRole('region', { name: 'View more projects' })).getAllByRole('article')).toHaveLength(
      demoProjects.length - 2,
    );
  },
};

/** The cards painted, their pools' APY still being read (the demo's pool reads never answer): each line holds its room. */
export const ExploreApyReading: Story = {
  render: () => <ExplorePage />,
  parameters: { demo: { faults: [['rpc-pool', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('heading', { level: 3, name: 'Canopy Staked SOL' }, { timeout: 5000 });
    await expect(card.closest('article')!.querySelector('.card__apy')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The demo pools' APY on their cards, read once the cards were painted. */
export const ExploreApy: Story = {
  render: () => <ExplorePage />,
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('heading', { level: 3, name: 'Canopy Staked SOL' }, { timeout: 5000 });
    const line = card.closest('article')!.querySelector('.card__apy');
    await waitFor(() => expect(line).toHaveTextContent('APY ≈ 7.1 % (last epoch)'), { timeout: 5000 });
  },
};

export const ExploreOneProject: Story = {
  render: () => <ExplorePage />,
  parameters: { demo: { lsts: [evergreen] } },
  play: async ({ canvasElement }) => {
    const more = await page(canvasElement).findByRole('region', { name: 'View more projects' }, { timeout: 5000 });
    await expect(within(more).getAllByRole('article')).toHaveLength(1);
    await expect(page(canvasElement).queryByRole('region', { name: 'Featured projects' })).toBeNull();
  },
};

export const ExploreEmpty: Story = {
  render: () => <ExplorePage />,
  parameters: { demo: { lsts: [] } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No projects to show right now.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The list did not load: the spec's 'Failed to fetch LSTs' is logged; a staker reads plain words and can retry. */
export const ExploreListFailed: Story = {
  render: () => <ExplorePage />,
  parameters: { demo: { faults: [['lst-list', 'error']] } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(LIST_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DetailLoading: Story = {
  render: () => <DetailPage projectId={evergreen.mint} />,
  parameters: { demo: { faults: [['lst-list', 'hang']], timeoutMs: 600_000 } },
  play: async ({ canvasElement }) => expect(page(canvasElement).getByText('Loading...')).toBeInTheDocument(),
};

export const DetailFound: Story = {
  render: () => <DetailPage projectId={evergreen.mint} />,
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('region', { name: 'Key Features' })).toBeInTheDocument();
  },
};

/** The project team's "Add this stake button to your site", opened, with a button display chosen. */
export const DetailConfigurator: Story = {
  render: () => <DetailPage projectId={evergreen.mint} />,
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }, { timeout: 5000 });
    await userEvent.click(await page(canvasElement).findByText('Add this stake button to your site'));
    await userEvent.click(await page(canvasElement).findByLabelText('Button'));
    const html = canvasElement.querySelector('[data-snippet="html"]')!;
    await expect(html).toHaveTextContent(`<lst-stake mint="${evergreen.mint}" display="button"></lst-stake>`);
    await expect(page(canvasElement).getByRole('button', { name: 'Copy HTML' })).toBeInTheDocument();
  },
};

/** The configurator with a language and the team's own words: the snippet carries both. */
export const DetailConfiguratorInGerman: Story = {
  render: () => <DetailPage projectId={evergreen.mint} />,
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Evergreen Staked SOL' }, { timeout: 5000 });
    await userEvent.click(await page(canvasElement).findByText('Add this stake button to your site'));
    await userEvent.selectOptions(await page(canvasElement).findByLabelText('Language'), 'de');
    // The placeholders are the German card's own words, so a team sees what it replaces.
    await waitFor(() => expect(page(canvasElement).getByLabelText('Stake button')).toHaveAttribute('placeholder', 'Staking starten'));
    await userEvent.type(page(canvasElement).getByLabelText('Stake button'), 'Jetzt staken');
    const html = canvasElement.querySelector('[data-snippet="html"]')!;
    await expect(html).toHaveTextContent(`<lst-stake mint="${evergreen.mint}" lang="de" labels='{"submit":"Jetzt staken"}'></lst-stake>`);
    const jsx = canvasElement.querySelector('[data-snippet="jsx"]')!;
    await expect(jsx).toHaveTextContent(`<StakeCard mint="${evergreen.mint}" lang="de" labels={{"submit":"Jetzt staken"}} />`);
  },
};

/** picoSOL's real pool account (tests/fixtures/stake-pool) in front of the story's RPC. */
const withPicoSolPoolRpc =
  (options: PoolRpcOptions = {}): Decorator =>
  (Story) => {
    const config = useSiteConfig();
    const withPool = useMemo(() => ({ ...config, fetch: withPicoSolPool(config.fetch, options) }), [config]);
    return (
      <SiteConfigContext.Provider value={withPool}>
        <Story />
      </SiteConfigContext.Provider>
    );
  };

/** The "Pool" panel beside the card, for a list entry whose pool is an SPL stake pool. */
const poolStory = (play: (panel: HTMLElement) => Promise<void>, story: Partial<Story> = {}): Story => ({
  render: () => <DetailPage projectId={PICOSOL_ENTRY.mint} />,
  ...story,
  parameters: { demo: { lsts: [PICOSOL_ENTRY, ...demoProjects], ...story.parameters?.demo } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'picoSOL' }, { timeout: 5000 });
    await play(page(canvasElement).getByRole('region', { name: 'Pool' }));
  },
});

/** The pool's terms loading: placeholder lines hold the panel's room. */
export const DetailPoolLoading = poolStory(
  async (panel) => {
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel.querySelector('.pool__placeholder')).toBeInTheDocument();
  },
  // The pool's read (the demo's `rpc-pool`) never answers: the panel stays loading.
  { parameters: { demo: { faults: [['rpc-pool', 'hang']], timeoutMs: 600_000 } } },
);

/** The route, the pool's rate and its fees, read from the pool account. */
export const DetailPoolTerms = poolStory(
  async (panel) => {
    await waitFor(() => expect(panel).toHaveTextContent(PICOSOL_TERMS.rate), { timeout: 5000 });
    await expect(panel).toHaveTextContent('Direct deposit into the pool');
    await expect(panel).toHaveTextContent(PICOSOL_TERMS.fees);
  },
  { decorators: [withPicoSolPoolRpc()] },
);

/** A pool not yet updated this epoch: the card updates it in front of a deposit, so the panel shows its terms. */
export const DetailPoolUpdating = poolStory(
  async (panel) => {
    // The loading placeholder carries the same lines (with 0.0000): wait for the read pool's figure itself.
    await waitFor(() => expect(panel).toHaveTextContent('1 picoSOL = 1.3333 SOL'), { timeout: 5000 });
    await expect(panel).toHaveTextContent('Direct deposit into the pool');
  },
  { decorators: [withPicoSolPoolRpc({ epoch: PICOSOL_POOL_EPOCH + 1n })] },
);

/** A pool that takes SOL only from its deposit authority. */
export const DetailPoolClosedToDeposits = poolStory(
  async (panel) => {
    await waitFor(() => expect(panel).toHaveTextContent('only from its own deposit authority'), { timeout: 5000 });
  },
  { decorators: [withPicoSolPoolRpc({ depositAuthority: '9YdHo7i6TKyq8zVW4tjbTQuF493dWm1yfurnrXzo29tC' })] },
);

/** A demo pool's terms and, under them, its APY over the last epoch. */
export const DetailPoolApy: Story = {
  render: () => <DetailPage projectId={demoProjects.find((project) => project.symbol === 'canSOL')!.mint} />,
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('region', { name: 'Pool' }, { timeout: 5000 });
    await waitFor(() => expect(panel).toHaveTextContent('APY ≈ 7.1 % (last epoch)'), { timeout: 5000 });
  },
};

/** The RPC failing: a quiet line, and the page as it was. */
export const DetailPoolRpcFailed = poolStory(
  async (panel) => {
    await waitFor(() => expect(panel).toHaveTextContent('Pool terms unavailable right now'), { timeout: 5000 });
  },
  { parameters: { demo: { faults: [['rpc-pool', 'error']] } } },
);

export const DetailNoMeta: Story = {
  render: () => <DetailPage projectId={real.mint} />,
  parameters: { demo: { lsts: [real] } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { level: 1, name: real.name }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const DetailNotFound: Story = {
  render: () => <DetailPage projectId="ANzmsb7YZj2UnYSBu64e9aSLYSj8V1ntAmz8XZcMhPYx" />,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Project not found');
  },
};

export const DetailFetchFailed: Story = {
  render: () => <DetailPage projectId={evergreen.mint} />,
  parameters: { demo: { faults: [['lst-list', 'error']] } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch project data');
    await expect(page(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const LaunchValidationErrors: Story = {
  render: () => <LaunchPage />,
  play: async ({ canvasElement }) => {
    await userEvent.type(page(canvasElement).getByLabelText(/Seller fee/), '0x');
    await expect(page(canvasElement).getByText('Please enter a valid number')).toBeInTheDocument();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Create Staking Pool' }));
    await expect(page(canvasElement).getByText('Name is required')).toBeInTheDocument();
  },
};

export const LaunchSubmitted: Story = {
  render: () => <LaunchPage />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Evergreen');
    await userEvent.type(canvas.getByLabelText(/^Symbol/), 'EVG');
    await userEvent.type(canvas.getByLabelText(/Metadata URI/), 'https://example.org/evg.json');
    await userEvent.type(canvas.getByLabelText(/Origin token address/), 'So11111111111111111111111111111111111111112');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Staking Pool' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Staking pool creation submitted!');
  },
};

/** The app shell when the site could not start (its demo's chunk did not arrive): never a blank page. */
export const SiteCouldNotLoad: Story = {
  render: () => <AppLoadFailed />,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('heading', { name: 'The launchpad could not load' })).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('Part of the site did not arrive.');
    await expect(page(canvasElement).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  },
};
