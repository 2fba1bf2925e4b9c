import { resolveConfig } from '../../widget/core/config/config';
import { configFromEnv } from '../configFromEnv';
import { headersFile, securityHeaders } from './securityHeaders';

/**
 * The site build's `_headers` file for the build-time variables `env` (VITE_*): the CSP names exactly
 * the services that build is configured with, else the widget's defaults. The Vite config loads this at
 * build time rather than importing it, so that the config itself imports no project module.
 */
export function siteHeadersFile(env: Record<string, string | undefined>): string {
  return headersFile(securityHeaders(resolveConfig(configFromEnv(env))));
}
