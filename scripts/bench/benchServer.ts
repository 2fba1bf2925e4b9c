import { resolve } from 'node:path';
import { startE2eServer } from '../../tests/e2e/e2eServer';

/** The production builds on loopback, with the demo services' handlers at /api and /rpc. */
export const startBenchServer = () =>
  startE2eServer({}, { '/embed/': resolve('dist/embed') }, resolve('dist/site-demo'));
