#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, with a closing summary line.
// Installs Debian's Chromium for the browser tests and Debian's PostgreSQL for the upstream's tests on
// that engine when they are missing (the machines here are root), and says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = join(root, 'var', 'test-reports');
const started = Date.now();
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

function run(label, command, args, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s (exit ${result.status ?? result.signal})`);
    printSummary();
    process.exit(1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

let aptUpdated = false;
/**
 * Installs a Debian package the tests need when `present()` says it is missing (the machines here are
 * root), says so, and stops with the command to run where it cannot.
 */
function ensureDebianPackage({ pkg, missing, purpose, present, hint = '' }) {
  if (present()) return;
  console.log(`\n${missing}: installing Debian's ${pkg} package ${purpose}…`);
  if (process.getuid?.() !== 0) {
    console.error(`✖ Not root: install it with \`sudo apt-get install -y ${pkg}\`${hint}.`);
    process.exit(1);
  }
  if (!aptUpdated) run('apt-get update', 'apt-get', ['update', '-qq']);
  aptUpdated = true;
  run(`install ${pkg}`, 'apt-get', ['install', '-y', '-qq', pkg]);
  if (!present()) {
    console.error(`✖ ${pkg} was installed, and still: ${missing}`);
    process.exit(1);
  }
}

/**
 * The Odia pages name the phone's installed Noto Sans Oriya (src/styles/global.css), and a browser test
 * checks that it is found: customers' phones have it, this machine needs Debian's fonts-noto-core.
 */
const ODIA_FONT = '/usr/share/fonts/truetype/noto/NotoSansOriya-Regular.ttf';

/** A throw-away cluster needs initdb and pg_ctl (test-utils/postgres-cluster.ts looks in the same place). */
function hasPostgres() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'initdb')));
}

const counts = { passed: 0, failed: 0, skipped: 0 };
function countReport(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function printSummary() {
  countReport(join(reportDir, 'unit.json'));
  countReport(join(reportDir, 'postgres.json'));
  countReport(join(reportDir, 'e2e.json'));
  countReport(join(reportDir, 'e2e-postgres.json'));
  console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

ensureDebianPackage({
  pkg: 'chromium',
  missing: `Chromium is missing at ${chromium}`,
  purpose: 'for the browser tests',
  present: () => existsSync(chromium),
  hint: ', or set CHROMIUM_PATH',
});
ensureDebianPackage({
  pkg: 'fonts-noto-core',
  missing: 'Noto Sans Oriya is missing',
  purpose: "(the phones' Indic fonts) for the browser tests",
  present: () => existsSync(ODIA_FONT),
});
ensureDebianPackage({
  pkg: 'postgresql',
  missing: 'PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb)',
  purpose: "for the upstream's tests on PostgreSQL",
  present: hasPostgres,
});
run('codegen', bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
run('astro sync (content and env types)', bin('astro'), ['sync']);
run('lint (biome)', bin('biome'), ['check', '.']);
run('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('typecheck (astro check)', bin('astro'), ['check']);
run('unit and gateway tests', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, 'unit.json')}`,
]);
run('upstream and gateway tests on PostgreSQL', bin('vitest'), [
  'run',
  '--project',
  'postgres',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, 'postgres.json')}`,
]);
run('browser tests', bin('vitest'), ['run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'e2e.json')}`]);
// The customer's journey and checkout once more with the upstream on PostgreSQL (README "Two database engines").
run(
  'browser journey and checkout on PostgreSQL',
  bin('vitest'),
  [
    'run',
    '--project',
    'e2e',
    'tests/e2e/journey.test.ts',
    'tests/e2e/checkout.test.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, 'e2e-postgres.json')}`,
  ],
  { E2E_ENGINE: 'postgres' },
);
printSummary();
if (counts.passed === 0 || counts.failed > 0 || counts.skipped > 0) {
  console.error('✖ no test ran, or some failed or were skipped');
  process.exit(1);
}
