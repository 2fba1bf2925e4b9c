/**
 * The demo services' routing: a method and a URL (its query ignored) to a handler. The services need
 * no more than that, so the demo carries no request-mocking library into the page or the package.
 */
/** Answers a request, or null when no service is at that address (the caller fails like a dead network). */
export type DemoAnswer = (request: Request) => Promise<Response | null>;

export interface DemoRoute {
  method: 'GET' | 'POST';
  url: string;
  handle: DemoAnswer;
}

/** `https://host/path/` and `https://host/path` are the same address. */
const addressOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return origin + pathname.replace(/\/+$/, '');
};

export function routeRequests(routes: DemoRoute[]): DemoAnswer {
  const table = new Map(routes.map((route) => [`${route.method} ${addressOf(route.url)}`, route.handle]));
  return async (request) => {
    const handle = table.get(`${request.method} ${addressOf(request.url)}`);
    return handle ? handle(request) : null;
  };
}

/** A JSON answer, as a service sends it. */
export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

/** Waits `ms`, or for ever: a service that hangs. */
export const wait = (ms: number | 'forever'): Promise<void> =>
  new Promise((resolve) => {
    if (ms !== 'forever') setTimeout(resolve, ms);
  });
