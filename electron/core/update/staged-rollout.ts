// Staged rollout: whether this install is inside a release's stagingPercentage, decided exactly like electron-updater.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** File electron-updater keeps its staging id in, inside the app's data directory; we share it. */
export const INSTALL_ID_FILE = '.updaterId';

/**
 * True when an install with this id receives a release rolled out to `stagingPercentage` percent (0-100) of
 * installs; absent percentage means everyone. Same rule as electron-updater (last 32 bits of the UUID / 2^32-1),
 * so both gates always agree for the same id.
 */
export function isInStagedRollout(installId: string, stagingPercentage: number | undefined): boolean {
  if (stagingPercentage === undefined) return true;
  if (!UUID_PATTERN.test(installId))
    throw new Error(`Install id is not a UUID: ${JSON.stringify(installId)}`);
  const position = Number.parseInt(installId.replace(/-/g, '').slice(24), 16) / 0xffffffff;
  return position < Math.trunc(stagingPercentage) / 100;
}

/** Reads this install's id from `<dataDir>/.updaterId`, creating a random one on first use. */
export async function loadOrCreateInstallId(dataDir: string): Promise<string> {
  const file = path.join(dataDir, INSTALL_ID_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (UUID_PATTERN.test(existing.trim())) return existing.trim();
  const id = randomUUID();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, id, { mode: 0o600 });
  return id;
}
