import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearLstCache } from '../../widget/api/lstList';
import { clearNetworkChecks } from '../../widget/api/networkCheck';
import './clearLeftoverIntervals';

afterEach(() => {
  cleanup();
  clearLstCache();
  clearNetworkChecks();
  localStorage.clear();
});
