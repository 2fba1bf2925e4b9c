// Runs one of the README's `npm` commands as a newcomer types it, in this repository, and reads the URL
// it prints: the test then visits what the person would visit.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningCommand {
  /** The first http URL the command printed (e.g. `http://127.0.0.1:5173/`). */
  url: string;
  /** Everything it printed so far, stdout and stderr together, without colour codes. */
  output(): string;
  /** Ends the command and everything it started (its own process group), and waits for it. */
  stop(): Promise<void>;
}

/**
 * The shell a person types in: no NODE_ENV=test, no VITEST_* and no npm_* variables of the `npm test`
 * running this (a dev server under NODE_ENV=test is not the one a newcomer gets).
 */
function newcomerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST.*|npm_.*)$/i.test(name)));
}

// eslint-disable-next-line no-control-regex -- the escape codes are what this removes
const stripColours = (text: string) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** Whether something listens on that loopback port already (another developer's server, say). */
export function portIsBusy(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(true))
      .listen(port, '127.0.0.1', () => probe.close(() => done(false)));
  });
}

/**
 * `npm <args>` in `cwd`, resolved once it prints a URL (the server is listening then). It fails if the
 * command exits first, or prints no URL within `limit` ms (an upper bound: the wait ends with the URL).
 */
export async function startReadmeCommand(args: string[], cwd: string, limit = 120_000): Promise<RunningCommand> {
  const child: ChildProcess = spawn('npm', args, { cwd, env: newcomerEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm ${args.join(' ')} printed no URL in ${limit / 1000} s:\n${printed}`)), limit);
    const read = (chunk: Buffer) => {
      printed += stripColours(chunk.toString());
      const found = /https?:\/\/[\w.-]+:\d+\/?/.exec(printed);
      if (found) {
        clearTimeout(timer);
        done(found[0]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm ${args.join(' ')} exited (${code}) before printing a URL:\n${printed}`));
    });
  });
  return {
    url,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await exited;
    },
  };
}
