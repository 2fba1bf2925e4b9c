import type { Preview } from '@storybook/react-vite';
import { widgetCss } from '../widget/react/widgetCss';
import '../site/styles.css';

// Components outside a shadow root (React apps, Storybook) take the widget stylesheet from the page.
const style = document.createElement('style');
style.textContent = widgetCss;
document.head.append(style);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    // Every story is checked by axe: a violation fails the story in the test run.
    a11y: { test: 'error' },
    // A play function that fails ends the story's render as "errored", which the Chromium run of every story
    // (tests/e2e/storybook.test.ts) reads: Storybook's default here only logs it and ends as "finished".
    throwPlayFunctionExceptions: true,
    layout: 'padded',
  },
};

export default preview;
