import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoProjects } from '../demo/demoProjects';
import { ProjectCard } from '../site/components/ProjectCard';
import { NO_POOL } from '../site/components/ApyLine';
import { projectView } from '../site/logic/projectView';
import { Frame, withSite } from './support/storySetup';

/** An explore card's APY line in each of its states: the figure, a new pool, nothing to say, while read, no pool. */
const canopy = demoProjects.find((project) => project.symbol === 'canSOL')!;

const meta = {
  title: 'Site/ProjectCard APY',
  component: ProjectCard,
  decorators: [
    withSite,
    (Story) => (
      <Frame width={360}>
        <Story />
      </Frame>
    ),
  ],
  args: { project: projectView(canopy), apy: 'reading' },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line of the card, or null when it has none. */
const apyLine = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article').querySelector('.card__apy');

/** The pool's last epoch, compounded over a year. */
export const Figure: Story = {
  args: { apy: { apy: 0.07126 } },
  play: async ({ canvasElement }) => expect(apyLine(canvasElement)).toHaveTextContent('APY ≈ 7.1 % (last epoch)'),
};

/** A pool without a whole epoch yet. */
export const FirstEpoch: Story = {
  args: { apy: { notKnown: 'first-epoch' } },
  play: async ({ canvasElement }) => expect(apyLine(canvasElement)).toHaveTextContent('APY after its first full epoch'),
};

/** A stale pool, a ratio that fell, a figure no staking pays: the line keeps its room and says nothing. */
export const NothingToSay: Story = {
  args: { apy: { notKnown: 'stale' } },
  play: async ({ canvasElement }) => {
    await expect(apyLine(canvasElement)).toBeInTheDocument();
    await expect(apyLine(canvasElement)?.textContent).toBe('\u00a0');
  },
};

/** While the pool is read: an empty line holds the room, marked busy. */
export const Reading: Story = {
  args: { apy: 'reading' },
  play: async ({ canvasElement }) => {
    await expect(apyLine(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(apyLine(canvasElement)?.textContent).toBe('\u00a0');
  },
};

/** An entry that names no SPL stake pool: staked by swap, and the card says why it shows no APY. */
export const NoPool: Story = {
  args: { apy: 'no-pool' },
  play: async ({ canvasElement }) => expect(apyLine(canvasElement)?.textContent).toBe(NO_POOL),
};
