import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearLstCache } from '../../widget/api/lstList';
import { clearNetworkChecks } from '../../widget/api/networkCheck';
import { clearFaults } from '../mocks/faults';
import './clearLeftoverIntervals';

afterEach(() => {
  cleanup();
  clearFaults();
  clearLstCache();
  clearNetworkChecks();
  localStorage.clear();
});
