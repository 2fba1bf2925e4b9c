import { afterAll } from 'vitest';

/**
 * Wallet-adapter's Phantom adapter looks for the extension every second until it appears, which in a
 * test never happens. Its interval would outlive the file and fire after the DOM environment is gone
 * ("window is not defined"). Intervals a test file leaves running are cleared when it ends.
 */
const running = new Set<ReturnType<typeof setInterval>>();
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
  const id = realSetInterval(...args);
  running.add(id);
  return id;
}) as typeof setInterval;

globalThis.clearInterval = ((id?: ReturnType<typeof setInterval>) => {
  if (id !== undefined) running.delete(id);
  realClearInterval(id);
}) as typeof clearInterval;

afterAll(() => {
  for (const id of running) realClearInterval(id);
  running.clear();
});
