#!/usr/bin/env node
// Runs the TypeScript CLI through tsx with the workspace's `source` export condition.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const child = spawn(
  process.execPath,
  ['--conditions=@ratchet/source', '--import', 'tsx', cli, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
