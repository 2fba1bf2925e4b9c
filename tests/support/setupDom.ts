import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPage } from '../../widget/core/page/page';
import './clearLeftoverIntervals';
import './everythingInView';

// findBy/waitFor wait for a condition; 1 s (the default) is a guess at how fast a loaded, shared machine
// renders a card the first time, and failed on one. They return as soon as the condition holds.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  resetPage();
  localStorage.clear();
});
