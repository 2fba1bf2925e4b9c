import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11y from '@storybook/addon-a11y/preview';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import * as preview from '../../.storybook/preview';
import '../support/clearLeftoverIntervals';
import '../support/everythingInView';

// axe runs in Chromium against the static build (tests/e2e/storybook.test.ts); happy-dom cannot
// compute colours, so here a story's play function is its test.
setProjectAnnotations([a11y, preview, { parameters: { a11y: { test: 'off' } } }]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
