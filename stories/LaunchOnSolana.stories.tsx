import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** A story of the panel showing `view`; `play` checks the panel's words. */
function launchStory(
  view: (launch: LaunchStoryData) => LaunchView,
  play: (panel: HTMLElement, launch: LaunchStoryData) => Promise<void>,
  { demo = false }: { demo?: boolean } = {},
): Story {
  return {
    render: (_args, { loaded }) => (
      <Frame width={760}>
        <LaunchPanel
          view={view((loaded as { launch: LaunchStoryData }).launch)}
          request={STORY_REQUEST}
          cluster="mainnet-beta"
          demo={demo}
          onSign={() => {}}
        />
      </Frame>
    ),
    play: async ({ canvasElement, loaded }) => {
      const region = within(canvasElement).getByRole('region', { name: /^Your pool on Solana/ });
      await expect(region).toHaveTextContent(demo ? 'This is the demo' : 'Try it on devnet first');
      // What the spec's fields become, said plainly in every state.
      await expect(region).toHaveTextContent(
        'Not stored anywhere: the seller fee (500 basis points), the creators and the origin token address',
      );
      await play(region, (loaded as { launch: LaunchStoryData }).launch);
    },
  };
}

/** A running launch in `state`, with the steps confirmed before it (`landed`: their kinds). */
const running =
  (state: keyof LaunchStoryData['states'], landed: string[] = []) =>
  (launch: LaunchStoryData): LaunchView => ({ kind: 'running', plan: launch.plan, state: launch.states[state], landed });

/** The stepper's steps as read: each "n of 4: title (status)". */
const stepperLines = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const NoWallet = launchStory(
  () => ({ kind: 'no-wallet' }),
  async (panel) => {
    await expect(panel).toHaveTextContent('Connect a wallet to create the pool on Solana.');
    await expect(panel).toHaveTextContent('Stored on Solana: the name, symbol and metadata URI');
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
    // The summary first, in the plan's own figures; the details closed.
    await expect(panel).toHaveTextContent(
      /You will sign 4 transactions; about 0\.0\d+ SOL goes to account deposits; 0\.0033 SOL comes back to you as evgSOL\./,
    );
    await expect(panel).toHaveTextContent(
      /At most 0\.0\d+ SOL leaves your wallet, with up to 0\.01 SOL for Metaplex and 0\.000\d+ SOL of network fees\./,
    );
    const details = panel.querySelector('details')!;
    await expect(details.open).toBe(false);
    await expect(within(panel).getByText('The details: each transaction and the accounts it creates')).toBeVisible();
    await expect(panel).toHaveTextContent(`Manager and staker: your wallet, ${STORY_WALLET}.`);
    const steps = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    const titles = [
      '1 of 4: creating the reserve, the token and the fee account',
      '2 of 4: creating the pool with your first deposit',
      '3 of 4: naming the token',
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

/** The details one click away: each term in a line. */
export const PlanDetails = launchStory(
  (launch) => ({ kind: 'plan', plan: launch.plan, wallet: STORY_WALLET }),
  async (panel) => {
    await userEvent.click(within(panel).getByText('The details: each transaction and the accounts it creates'));
    await expect(panel.querySelector('details')!.open).toBe(true);
    for (const line of [
      'Account deposit (rent): the SOL an account must hold to exist on Solana.',
      "Reserve stake account: holds the pool's SOL that is not staked yet",
      'Pool token mint: makes evgSOL; only the pool can make more.',
      'Fee account (yours): where your epoch fee arrives, as evgSOL.',
      'Validator list: the validators the pool stakes with',
    ]) {
      await expect(within(panel).getByText(line, { exact: false })).toBeVisible();
    }
  },
);

export const Reading = launchStory(running('reading'), async (panel) => {
  await expect(panel).toHaveTextContent('Reading the chain…');
  await expect(stepperLines(panel)).toEqual([
    '11 of 4: creating the reserve, the token and the fee account (waiting)',
    '22 of 4: creating the pool with your first deposit (waiting)',
    '33 of 4: naming the token (waiting)',
    '44 of 4: adding the validator (waiting)',
  ]);
});

export const CheckingStep = launchStory(running('checking'), async (panel) => {
  await expect(stepperLines(panel)[0]).toBe('●1 of 4: creating the reserve, the token and the fee account (checking)');
  await expect(
    stepperLines(panel)
      .slice(1)
      .every((line) => line?.endsWith('(waiting)')),
  ).toBe(true);
});

/** Step 2 at the wallet: step 1 ticked, 3 and 4 in view, waiting. */
export const AwaitingSignature = launchStory(running('awaitingSignature', ['accounts']), async (panel) => {
  await expect(stepperLines(panel)).toEqual([
    '✓1 of 4: creating the reserve, the token and the fee account (done)',
    '●2 of 4: creating the pool with your first deposit (waiting for your wallet)',
    '33 of 4: naming the token (waiting)',
    '44 of 4: adding the validator (waiting)',
  ]);
  await expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent('2 of 4: creating the pool');
  await expect(panel).toHaveTextContent('Your wallet asks you to sign 2 of 4: creating the pool with your first deposit.');
});

export const Confirming = launchStory(running('confirming', ['accounts', 'pool']), async (panel) => {
  await expect(panel).toHaveTextContent('3 of 4: naming the token (confirming)');
  await expect(
    stepperLines(panel)
      .slice(0, 2)
      .every((line) => line?.startsWith('✓')),
  ).toBe(true);
  await expect(panel).not.toHaveTextContent('not answering');
  await expect(within(panel).getByRole('link', { name: 'View transaction in the explorer' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/explorer\.solana\.com\/tx\/\w+$/),
  );
});

/** Sent, and the RPC stopped answering: the page says it keeps checking. */
export const ConfirmingWithTrouble = launchStory(running('confirmingWithTrouble', ['accounts', 'pool', 'deposit']), async (panel) => {
  await expect(panel).toHaveTextContent('4 of 4: adding the validator (confirming)');
  await expect(panel).toHaveTextContent(
    'It was sent, and the Solana RPC is not answering right now. We keep checking; do not sign it again.',
  );
  await expect(within(panel).getByRole('link', { name: 'View transaction in the explorer' })).toBeInTheDocument();
});

/** The pool is live: its addresses with explorer links, the way to stake into it, what happens next, and its snippet. */
export const Live = launchStory(running('live'), async (panel, launch) => {
  const { pool, mint, validatorList } = launch.plan.addresses;
  await expect(within(panel).getByRole('heading', { name: 'Your pool is live.' })).toBeVisible();
  // The primary action: a green button.
  await expect(within(panel).getByRole('link', { name: `Stake into ${symbol}` })).toHaveClass('button--primary');
  const next = within(within(panel).getByRole('region', { name: 'What happens next' })).getAllByRole('listitem');
  await expect(next).toHaveLength(4);
  await expect(next[0]).toHaveTextContent('Every epoch (about 2 days) the pool must be updated');
  await expect(next[1]).toHaveTextContent('Your epoch fee (5 % of the rewards) arrives at each update as evgSOL');
  await expect(next[2]).toHaveTextContent("This wallet is the pool's manager");
  await expect(next[3]).toHaveTextContent(`send the mint address (${mint}), name, symbol, a logo link and your website`);
  await expect(next[3]).not.toHaveTextContent('pull request');
  // The epoch's update, the harvest and the terms: each on "Your pool".
  for (const [item, name] of [
    [next[0], 'Your pool'],
    [next[1], 'Your harvest'],
    [next[2], 'Change fees and validators'],
  ] as const)
    await expect(within(item!).getByRole('link', { name })).toHaveAttribute('href', `/pool/${pool}`);
  for (const address of [pool, mint, validatorList]) {
    await expect(within(panel).getByRole('link', { name: address })).toHaveAttribute(
      'href',
      `https://explorer.solana.com/address/${address}`,
    );
  }
  await expect(within(panel).getByRole('link', { name: `Stake into ${symbol}` })).toHaveAttribute('href', `/detail/${mint}?pool=${pool}`);
  await expect(panel.querySelector('[data-snippet="html"]')).toHaveTextContent(`<lst-stake mint="${mint}" pool="${pool}"`);
  await expect(panel.querySelector('[data-snippet="jsx"]')).toHaveTextContent(`<StakeCard mint="${mint}" pool="${pool}" />`);
  await expect(within(panel).getByRole('button', { name: 'Copy HTML' })).toBeInTheDocument();
  await expect(within(panel).getByRole('button', { name: 'Copy React' })).toBeInTheDocument();
  // Wrapped: no line runs out of its block.
  for (const code of panel.querySelectorAll('pre')) await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
});

/** Live on the demo: the snippet is the try-it script carrying a copy of the pool, and the page says so. */
export const LiveOnDemo = launchStory(
  running('live'),
  async (panel, launch) => {
    const { pool, mint } = launch.plan.addresses;
    await expect(panel).toHaveTextContent("On the demo, your pool lives in this page's demo chain only.");
    const html = panel.querySelector('[data-snippet="html"]')!.textContent!;
    await expect(html).toMatch(/^<script src="[^"]+\/embed\/lst-stake-demo\.js" data-demo-pool='\{"pool":"/);
    await expect(html).toContain(`<lst-stake mint="${mint}" pool="${pool}"></lst-stake>`);
    // The script is this page's own (its origin, whatever it is); nothing after it names a local service.
    await expect(html.replace(/^<script src="[^"]+"/, '')).not.toContain('127.0.0.1');
    await expect(html).not.toContain('cluster=');
    await expect(panel.querySelector('[data-snippet="jsx"]')).toHaveTextContent("import { createDemo } from 'lst-stake-widget/demo';");
  },
  { demo: true },
);

export const CancelledInWallet = launchStory(running('cancelled'), async (panel) => {
  await expect(panel).toHaveTextContent(
    'Cancelled in your wallet. What landed stays; create on Solana again to continue where it stopped.',
  );
  // What landed keeps its tick; the step that was not signed says so.
  await expect(stepperLines(panel).slice(0, 2)).toEqual([
    '✓1 of 4: creating the reserve, the token and the fee account (done)',
    '■2 of 4: creating the pool with your first deposit (stopped here)',
  ]);
});

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
