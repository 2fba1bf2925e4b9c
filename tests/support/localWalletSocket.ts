// A stand-in for the wallet app's side of the Mobile Wallet Adapter on a phone: a WebSocket endpoint on
// the loopback interface, where the adapter connects (`ws://localhost:<port>/solana-wallet`). It only
// completes the opening handshake and counts it: what the tests need to know is whether the page's
// Content-Security-Policy lets a page reach it at all.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/** RFC 6455's fixed GUID: the server proves it speaks WebSocket by hashing the client's key with it. */
const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface LocalWalletSocket {
  port: number;
  /** The opening handshakes completed so far. */
  opened(): number;
  close(): Promise<void>;
}

export async function startLocalWalletSocket(): Promise<LocalWalletSocket> {
  let opened = 0;
  const sockets = new Set<Duplex>();
  const server = createServer((_, response) => response.writeHead(426).end());
  server.on('upgrade', (request, socket) => {
    const key = request.headers['sec-websocket-key'];
    if (request.url !== '/solana-wallet' || typeof key !== 'string') return socket.destroy();
    const accept = createHash('sha1')
      .update(key + HANDSHAKE_GUID)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    opened += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    opened: () => opened,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
