// Answers a page's calls to services on other origins (the production defaults, say) in this process,
// with the same CORS headers a real cross-origin service sends, so the page sees an ordinary answer.
import type { Page, Request } from 'playwright-core';

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' };

export type Answer = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/**
 * Routes every request to the origins of `bases` to `answer`. `before` may hold a request back (to look
 * at a loading state) before it is answered.
 */
export async function routeServices(
  page: Page,
  bases: string[],
  answer: Answer,
  before?: (request: Request) => Promise<void>,
): Promise<void> {
  for (const origin of new Set(bases.map((base) => new URL(base).origin))) {
    await page.route(`${origin}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      await before?.(request);
      const response = await answer(request.url(), {
        method: request.method(),
        headers: { 'content-type': 'application/json' },
        body: request.postData() ?? undefined,
      });
      await route.fulfill({
        status: response.status,
        headers: { ...Object.fromEntries(response.headers), ...CORS },
        body: Buffer.from(await response.arrayBuffer()),
      });
    });
  }
}
