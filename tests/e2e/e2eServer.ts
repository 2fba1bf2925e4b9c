import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';
import { createDemoServices, type DemoOptions, type DemoServices } from '../../demo/demoServices';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The Wallet Standard test wallet as one browser module. */
async function bundleTestWallet(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry: resolve('tests/e2e/testWalletEntry.ts'), formats: ['es'], fileName: 'test-wallet' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: { type: string; code?: string }[] }).output.find((item) => item.type === 'chunk');
  return chunk!.code!;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(incoming.url!, origin), { method: incoming.method, headers: incoming.headers as HeadersInit, body });
}

export interface E2eServer {
  origin: string;
  services: DemoServices;
  close(): Promise<void>;
}

/**
 * One loopback server for the browser tests: static files (the built embed, test pages, the test
 * wallet) and the demo services at /api/* and /rpc, all on one origin; or an app server behind it.
 */
export async function startE2eServer(
  pages: Record<string, string>,
  staticRoots: Record<string, string>,
  /** A single-page app served at /: unknown paths get its index.html, as a static host's fallback would. */
  spaRoot?: string,
  /** Headers on every answer, e.g. a Content-Security-Policy. */
  extraHeaders: Record<string, string> = {},
  /** The list the LST service serves: the demo projects by default. */
  lsts?: DemoOptions['lsts'],
  /** An app server (e.g. `next start`) that answers every other path, through this origin. */
  upstream?: string,
): Promise<E2eServer> {
  const wallet = await bundleTestWallet();
  let origin = '';
  let services = createDemoServices();
  const rebind = () => {
    services = createDemoServices({
      lsts,
      urls: {
        lstApiUrl: `${origin}/api/lst`,
        quoteApiUrl: `${origin}/api/quote`,
        aggregatorApiUrl: `${origin}/api/aggregator`,
        rpcUrl: `${origin}/rpc`,
      },
    });
  };
  const server: Server = createServer(async (incoming, outgoing) => {
    for (const [name, value] of Object.entries(extraHeaders)) outgoing.setHeader(name, value);
    try {
      const path = new URL(incoming.url!, origin).pathname;
      if (path.startsWith('/api/') || path === '/rpc') {
        const response = await services.answer(await toRequest(incoming, origin));
        if (!response || response.type === 'error') {
          outgoing.destroy();
          return;
        }
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (path === '/test-wallet.js') {
        outgoing.writeHead(200, { 'content-type': TYPES['.js'] });
        outgoing.end(wallet);
        return;
      }
      if (pages[path] !== undefined) {
        outgoing.writeHead(200, { 'content-type': TYPES['.html'] });
        outgoing.end(pages[path]);
        return;
      }
      for (const [prefix, root] of Object.entries(staticRoots)) {
        if (!path.startsWith(prefix)) continue;
        const file = normalize(join(root, path.slice(prefix.length)));
        if (!file.startsWith(resolve(root))) break;
        const content = await readFile(file);
        outgoing.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        outgoing.end(content);
        return;
      }
      if (upstream) {
        const request = await toRequest(incoming, origin);
        const response = await fetch(new URL(incoming.url!, upstream), {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          duplex: 'half',
        } as RequestInit);
        // fetch has decoded the body already: its length and encoding headers no longer apply.
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)),
        );
        outgoing.writeHead(response.status, headers);
        outgoing.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (spaRoot) {
        const file = normalize(join(spaRoot, path));
        const isAsset = file.startsWith(resolve(spaRoot)) && extname(path) !== '';
        const content = await readFile(isAsset ? file : join(spaRoot, 'index.html'));
        outgoing.writeHead(200, { 'content-type': TYPES[isAsset ? extname(file) : '.html'] ?? 'application/octet-stream' });
        outgoing.end(content);
        return;
      }
      outgoing.writeHead(404).end();
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(404);
      outgoing.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rebind();
  return {
    origin,
    get services() {
      return services;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
