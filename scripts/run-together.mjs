#!/usr/bin/env node
// Runs npm scripts in lanes at once: each argument is one lane, its space-separated scripts run one after
// another (`"build:embed build:site"`: the site copies the embed, so it waits for it). Lanes that need
// nothing of each other share the machine instead of queueing: on the 2-core CI machine, lint, type check
// and the builds are mostly one thread each. Each lane's output is printed whole when it ends, so lanes
// never interleave; the exit code is non-zero if any script failed (every lane still runs to its end).
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/run-together.mjs "<script> [<script>...]" ...');
  process.exit(2);
}

/** One npm script; its output (stdout and stderr in order) and whether it passed. */
function runScript(name) {
  return new Promise((done) => {
    const child = spawn('npm', ['run', name], { shell: process.platform === 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => done({ output: Buffer.from(String(error)), passed: false }));
    child.on('close', (code, signal) => done({ output: Buffer.concat(output), passed: code === 0 && signal === null }));
  });
}

async function runLane(lane) {
  for (const name of lane) {
    const started = Date.now();
    const { output, passed } = await runScript(name);
    process.stdout.write(output);
    console.log(`[run-together] ${name}: ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!passed) return false;
  }
  return true;
}

const results = await Promise.all(lanes.map(runLane));
process.exitCode = results.every(Boolean) ? 0 : 1;
