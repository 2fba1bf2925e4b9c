import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

// Every story file, every story: rendered and its play function run. A story that stops rendering or
// shows the wrong state fails here.
const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [string, { run(): Promise<void> }][];
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders and passes its play function', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent?.trim().length).toBeGreaterThan(0);
  });
});
