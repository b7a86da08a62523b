/**
 * Debian packages the test and benchmark runs need from the machine, installed on demand.
 * When one is missing and we run as root on a machine with apt-get, we install it (printing the
 * command); otherwise we stop with one line that says how to install it. `npm test` on a fresh
 * Debian machine therefore fetches its own browser, pgTAP, the OCR-B font and xmllint.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Debian package and the file whose presence proves it is installed. */
export interface SystemPackage {
  /** Debian package name, e.g. `chromium`. */
  name: string;
  /** Absolute path that exists once the package is installed. */
  provides: string;
  /** What needs it, for the messages, e.g. `the end-to-end tests`. */
  neededBy: string;
}

export const CHROMIUM: SystemPackage = {
  name: 'chromium',
  provides: '/usr/bin/chromium',
  neededBy: 'the browser tests and page-weight benchmark',
};

/** Flags for every headless Chromium the scripts launch: no GPU, no sandbox, nothing fetched from Google. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PGTAP: SystemPackage = {
  name: 'postgresql-15-pgtap',
  provides: '/usr/share/postgresql/15/extension/pgtap.control',
  neededBy: 'the pgTAP database tests',
};

/** The typeface of machine-readable zones (ICAO Doc 9303), drawn into the passport-scan test images. */
export const OCR_B_FONT: SystemPackage = {
  name: 'fonts-ocr-b',
  provides: '/usr/share/fonts/opentype/ocr-b/OCRB.otf',
  neededBy: 'the passport-scan test images and synthetic corpus',
};

/** libxml2's xmllint: the police report tests validate every SES file against the official XSD with it. */
export const XMLLINT: SystemPackage = {
  name: 'libxml2-utils',
  provides: '/usr/bin/xmllint',
  neededBy: 'the police report tests (SES XSD validation)',
};

function canRunApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * Makes sure `pkg` is installed: returns at once when `pkg.provides` exists, else installs it with
 * `apt-get install -y` when running as root with apt available.
 * @throws Error with a one-line instruction when the package is missing and cannot be installed here.
 */
export function ensureSystemPackage(pkg: SystemPackage): void {
  if (existsSync(pkg.provides)) return;
  const howTo = `install it with: sudo apt-get install -y ${pkg.name}`;
  if (!canRunApt()) throw new Error(`${pkg.name} is missing (${pkg.provides}), needed by ${pkg.neededBy}; ${howTo}`);
  const args = ['install', '-y', '--no-install-recommends', pkg.name];
  console.log(`${pkg.name} is missing, needed by ${pkg.neededBy}: running apt-get ${args.join(' ')}`);
  try {
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (error) {
    throw new Error(`apt-get could not install ${pkg.name} (${(error as Error).message}); ${howTo}`);
  }
  if (!existsSync(pkg.provides)) throw new Error(`${pkg.name} installed but ${pkg.provides} is still missing`);
}

/** Like {@link ensureSystemPackage}, but for scripts: prints the one-line reason prefixed by `who` and exits 1. */
export function ensureSystemPackageOrExit(pkg: SystemPackage, who: string): void {
  try {
    ensureSystemPackage(pkg);
  } catch (error) {
    console.error(`${who}: ${(error as Error).message}`);
    process.exit(1);
  }
}
