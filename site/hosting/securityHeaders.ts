import type { StakeWidgetConfig } from '../../widget/core/config/config';

type ServiceUrls = Pick<StakeWidgetConfig, 'lstApiUrl' | 'quoteApiUrl' | 'aggregatorApiUrl' | 'rpcUrl'>;

/** The origins the site's widgets call; a relative URL is the site's own origin ('self'). */
function serviceOrigins(config: ServiceUrls): string[] {
  const origins = [config.lstApiUrl, config.quoteApiUrl, config.aggregatorApiUrl, config.rpcUrl].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** Where the Mobile Wallet Adapter finds the wallet app on the same phone (any local port). */
export const MOBILE_WALLET_SOCKET = 'ws://localhost:*';

/**
 * The headers a static host should send with every page of the site: a Content-Security-Policy with no
 * inline script or style and no eval (the Chromium test serves the site under exactly this), no
 * framing, and no referrer to the projects' sites and logo hosts.
 */
export function securityHeaders(config: ServiceUrls): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // LST logos come from the list's metadata (https only); wallet icons are data: URLs.
    "img-src 'self' https: data:",
    // The Mobile Wallet Adapter reaches the wallet app on an Android phone through a local WebSocket:
    // without it an Android staker can pick the wallet but never connect.
    `connect-src ${["'self'", ...serviceOrigins(config), MOBILE_WALLET_SOCKET].join(' ')}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The embed script the site serves at /embed/ for project teams' pages (the configurator's snippet
 * loads it from there): a module script from another origin loads only with CORS.
 */
export const EMBED_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const block = (path: string, headers: Record<string, string>) =>
  `${path}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;

/** Netlify's (and Cloudflare Pages') `_headers` file: every path gets them; /embed/* also gets CORS. */
export function headersFile(headers: Record<string, string>): string {
  return block('/*', headers) + block('/embed/*', EMBED_HEADERS);
}

/** The headers for every path (`/*`) read back from a `_headers` file (for the tests that serve the site under them). */
export function parseHeadersFile(text: string): Record<string, string> {
  const everyPath = text.split(/\n(?=\S)/).find((section) => section.startsWith('/*\n')) ?? '';
  const lines = everyPath.split('\n').filter((line) => /^\s+\S+:/.test(line));
  return Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
}
