// Makes sure the Chromium the Playwright specs use exists (playwright.config.ts:
// CHROMIUM_PATH, default /usr/bin/chromium). On Debian as root it installs the
// distribution's package; anywhere else it says exactly what to do and fails.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const configured = process.env.CHROMIUM_PATH;
const path = configured ?? DEFAULT_PATH;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(lines) {
  console.error(['Chromium is needed for the end-to-end tests and was not found.', ...lines].join('\n'));
  process.exit(1);
}

if (isExecutable(path)) {
  console.log(`Chromium: ${path}`);
  process.exit(0);
}

if (configured !== undefined) {
  fail([
    `CHROMIUM_PATH is set to ${configured}, which is not an executable file.`,
    'Point CHROMIUM_PATH at a Chromium or Chrome executable, or unset it to use /usr/bin/chromium.',
  ]);
}

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log("Installing Debian's chromium and fonts-liberation (about a minute, once)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium', 'fonts-liberation']]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0) fail([`"apt-get ${args.join(' ')}" failed (exit ${run.status ?? run.signal}).`]);
  }
  if (!isExecutable(DEFAULT_PATH)) fail([`apt-get finished but ${DEFAULT_PATH} is still missing.`]);
  console.log(`Chromium: ${DEFAULT_PATH}`);
  process.exit(0);
}

fail(
  isDebian
    ? [
        'Install it (it needs root), then run the tests again:',
        '  sudo apt-get install -y chromium fonts-liberation',
      ]
    : [
        "Install Chromium or Google Chrome with your system's package manager, then run the tests with",
        '  CHROMIUM_PATH=/path/to/chromium npm test',
        "(Playwright's own browser download is not used by this project.)",
      ],
);
