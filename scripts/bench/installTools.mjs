#!/usr/bin/env node
// Installs the bench's own tools (Lighthouse) into scripts/bench/tools on first use, from the npm
// registry, exactly as that folder's lock file pins them. `npm ci && npm test` never installs them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const tools = fileURLToPath(new URL('./tools/', import.meta.url));
export const LIGHTHOUSE_CLI = `${tools}node_modules/lighthouse/cli/index.js`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (existsSync(LIGHTHOUSE_CLI)) {
    console.log('bench tools: already installed in scripts/bench/tools');
  } else {
    console.log('bench tools: installing Lighthouse into scripts/bench/tools (first run only)');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tools, stdio: 'inherit' });
  }
}
