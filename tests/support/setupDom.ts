import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPage } from '../../widget/core/page';
import './clearLeftoverIntervals';

afterEach(() => {
  cleanup();
  resetPage();
  localStorage.clear();
});
