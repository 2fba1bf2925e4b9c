import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LaunchPanel } from '../site/components/LaunchPanel';
import type { LaunchView } from '../site/logic/launchView';
import { loadLaunchStory, STORY_REQUEST, STORY_WALLET, type LaunchStoryData } from './support/launchStory';
import { Frame } from './support/storySetup';

/**
 * "Create on Solana" below the launch form, in each of its states: the plan and the states are the
 * launch's own (its planner on a chain of two accounts, its texts), drawn by the panel the page uses.
 */
const meta = {
  title: 'Site/Launch on Solana',
  loaders: [loadLaunchStory],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const symbol = STORY_REQUEST.terms.symbol;
const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Your pool on Solana (mainnet-beta)' });

/** A story of the panel showing `view`; `play` checks the panel's words. */
function launchStory(
  view: (launch: LaunchStoryData) => LaunchView,
  play: (panel: HTMLElement, launch: LaunchStoryData) => Promise<void>,
): Story {
  return {
    render: (_args, { loaded }) => (
      <Frame width={760}>
        <LaunchPanel
          view={view((loaded as { launch: LaunchStoryData }).launch)}
          request={STORY_REQUEST}
          cluster="mainnet-beta"
          demo={false}
          onSign={() => {}}
        />
      </Frame>
    ),
    play: async ({ canvasElement, loaded }) => {
      await expect(panel(canvasElement)).toHaveTextContent('Try it on devnet first');
      await play(panel(canvasElement), (loaded as { launch: LaunchStoryData }).launch);
    },
  };
}

const running = (state: keyof LaunchStoryData['states']) => (launch: LaunchStoryData) =>
  ({ kind: 'running', plan: launch.plan, state: launch.states[state] }) as const;

export const NoWallet = launchStory(
  () => ({ kind: 'no-wallet' }),
  async (panel) => {
    await expect(panel).toHaveTextContent('Connect a wallet to create the pool on Solana.');
    await expect(panel).toHaveTextContent('Kept off chain: the seller fee (500 basis points)');
  },
);

export const ReadingTheChain = launchStory(
  () => ({ kind: 'planning' }),
  async (panel) => expect(panel).toHaveTextContent('Reading the chain for your plan…'),
);

/** A name of 33 bytes: the launch's own words, before anything is read or signed. */
export const NameTooLong = launchStory(
  (launch) => ({ kind: 'refused', words: launch.nameRefusal }),
  async (panel) => {
    await expect(panel).toHaveTextContent('The name is 33 bytes long; Metaplex allows at most 32 bytes (an accented letter counts as 2).');
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
);

/** The plan before anything is signed: four transactions, each account's rent, Metaplex's fee, the most the wallet spends. */
export const Plan = launchStory(
  (launch) => ({ kind: 'plan', plan: launch.plan, wallet: STORY_WALLET }),
  async (panel) => {
    await expect(panel).toHaveTextContent(`Manager and staker: your wallet, ${STORY_WALLET}.`);
    const steps = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    const titles = [
      '1 of 4: creating the reserve, the token and the fee account',
      '2 of 4: creating the pool',
      '3 of 4: naming the token and making your first deposit',
      '4 of 4: adding the validator',
    ];
    await expect(steps).toHaveLength(titles.length);
    for (const [index, title] of titles.entries()) {
      // A signature and the most priority fee the step may bid (the 100,000-lamport default cap): 0.000105 SOL.
      await expect(steps[index]).toHaveTextContent(new RegExp(`^${title} \\(network fee up to 0\\.000105 SOL\\)`));
    }
    await expect(panel).toHaveTextContent(/Token metadata .*rent 0\.\d+ SOL, and Metaplex's create fee of up to 0\.01 SOL, which it keeps/);
    await expect(panel).toHaveTextContent(
      /Your wallet will spend at most [\d.]+ SOL: [\d.]+ SOL of rent and fees, and your first deposit of [\d.]+ SOL, which comes back to you as evgSOL\./,
    );
    await expect(within(panel).getByRole('button', { name: 'Sign step by step' })).toBeEnabled();
  },
);

export const Reading = launchStory(running('reading'), async (panel) => expect(panel).toHaveTextContent('Reading the chain…'));

export const CheckingStep = launchStory(running('checking'), async (panel) =>
  expect(panel).toHaveTextContent('1 of 4: creating the reserve, the token and the fee account'),
);

export const AwaitingSignature = launchStory(running('awaitingSignature'), async (panel) =>
  expect(panel).toHaveTextContent('2 of 4: creating the pool (waiting for your wallet)'),
);

export const Confirming = launchStory(running('confirming'), async (panel) => {
  await expect(panel).toHaveTextContent('3 of 4: naming the token and making your first deposit (confirming)');
  await expect(panel).not.toHaveTextContent('not answering');
  await expect(within(panel).getByRole('link', { name: 'View transaction in the explorer' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/explorer\.solana\.com\/tx\/\w+$/),
  );
});

/** Sent, and the RPC stopped answering: the page says it keeps checking. */
export const ConfirmingWithTrouble = launchStory(running('confirmingWithTrouble'), async (panel) => {
  await expect(panel).toHaveTextContent(
    '4 of 4: adding the validator (confirming): it was sent, and the Solana RPC is not answering right now.',
  );
  await expect(within(panel).getByRole('link', { name: 'View transaction in the explorer' })).toBeInTheDocument();
});

/** The pool is live: its addresses with explorer links, the way to stake into it, and its snippet. */
export const Live = launchStory(running('live'), async (panel, launch) => {
  const { pool, mint, validatorList } = launch.plan.addresses;
  await expect(panel).toHaveTextContent('Your pool is live.');
  for (const address of [pool, mint, validatorList]) {
    await expect(within(panel).getByRole('link', { name: address })).toHaveAttribute(
      'href',
      `https://explorer.solana.com/address/${address}`,
    );
  }
  await expect(within(panel).getByRole('link', { name: `Stake into ${symbol}` })).toHaveAttribute('href', `/detail/${mint}?pool=${pool}`);
  await expect(panel.querySelector('[data-snippet="html"]')).toHaveTextContent(`<lst-stake mint="${mint}" pool="${pool}"`);
  await expect(within(panel).getByRole('button', { name: 'Copy HTML' })).toBeInTheDocument();
});

export const CancelledInWallet = launchStory(running('cancelled'), async (panel) =>
  expect(panel).toHaveTextContent('Cancelled in your wallet. What landed stays; create on Solana again to continue where it stopped.'),
);

/** Failed after its signature was sent: the signature is kept, and the page links to it. */
export const FailedWithSignature = launchStory(running('failed'), async (panel) => {
  await expect(panel).toHaveTextContent(
    'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
  );
  await expect(panel).toHaveTextContent('The Solana RPC did not answer.');
  await expect(within(panel).getByRole('link', { name: 'View transaction in the explorer' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/explorer\.solana\.com\/tx\/\w+$/),
  );
});
