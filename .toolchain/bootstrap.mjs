#!/usr/bin/env node
// Bootstrap for the two README commands (`npm start`, `npm test`).
// Runs on any Node >= 18 with npm. It brings Node 24 and pnpm 12 into .toolchain/
// when the machine lacks them, installs the workspace, then runs the real script
// with pnpm under Node 24. No sudo, no global installs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const cache = join(here, 'cache');

const platform = process.platform === 'win32' ? 'win' : process.platform;
const arch = process.arch;

function log(message) {
  process.stdout.write(`[bootstrap] ${message}\n`);
}

/** Fetches an npm package tarball with the machine's npm and unpacks it into `target`. */
function unpackFromRegistry(spec, target) {
  mkdirSync(cache, { recursive: true });
  log(`fetching ${spec} from the npm registry`);
  const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', cache], {
    cwd: cache,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = join(cache, out.trim().split('\n').pop());
  const tmp = `${target}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', tmp]);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(tmp, 'package'), target);
  rmSync(tmp, { recursive: true, force: true });
  rmSync(tarball, { force: true });
}

function nodeBinary() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  const dir = join(here, 'node');
  const bin = platform === 'win' ? join(dir, 'node.exe') : join(dir, 'bin', 'node');
  if (!existsSync(bin)) unpackFromRegistry(`node-${platform}-${arch}@${NODE_VERSION}`, dir);
  return bin;
}

function pnpmBinary() {
  const dir = join(here, 'pnpm');
  const bin = join(dir, platform === 'win' ? 'pnpm.exe' : 'pnpm');
  if (!existsSync(bin)) {
    const pkg = platform === 'win' ? `win32-${arch}` : `${platform}-${arch}`;
    unpackFromRegistry(`@pnpm/exe.${pkg}@${PNPM_VERSION}`, dir);
  }
  return bin;
}

function run(cmd, args, env) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) if (existsSync(p)) newest = Math.max(newest, statSync(p).mtimeMs);
  return newest;
}

const [, , ...scriptArgs] = process.argv;
if (scriptArgs.length === 0) {
  console.error('usage: bootstrap.mjs <pnpm script> [args…]');
  process.exit(2);
}

const node = nodeBinary();
const pnpm = pnpmBinary();
const env = {
  ...process.env,
  PATH: [dirname(node), dirname(pnpm), process.env.PATH].join(platform === 'win' ? ';' : ':'),
  npm_config_manage_package_manager_versions: 'false',
};

// Install when node_modules is missing or older than the manifests.
const manifests = [join(root, 'pnpm-lock.yaml'), join(root, 'pnpm-workspace.yaml'), join(root, 'package.json')];
for (const base of ['packages', 'apps']) {
  const dir = join(root, base);
  if (existsSync(dir)) for (const name of readdirSync(dir)) manifests.push(join(dir, name, 'package.json'));
}
const marker = join(root, 'node_modules', '.modules.yaml');
if (!existsSync(marker) || newestMtime(manifests) > newestMtime([marker])) {
  log('installing the workspace with pnpm');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = await run(pnpm, ['install', ...frozen], env);
  if (code !== 0) process.exit(code);
}

process.exit(await run(pnpm, ['run', ...scriptArgs], env));
