import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

// Every story file, every story: rendered and its play function run. A story that stops rendering or
// shows the wrong state fails here.
const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    { play?: unknown; run(): Promise<void> },
  ][];
  it.each(stories)('%s has a play function, renders, and passes it', async (_name, Story) => {
    // The play function is the story's assertions: a story without one would check nothing here.
    expect(typeof Story.play).toBe('function');
    await Story.run();
  });
});
