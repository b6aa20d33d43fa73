import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder is already in use (pid ${pid}, lock file ${lockFile}). ` +
        'PGlite allows one process per data folder: stop that process, use DATABASE_URL, or choose another data folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Currently held locks of this process, so a second open in the same process is refused too. */
const heldLocks = new Set<string>();

/**
 * Takes an exclusive lock file holding our pid. A lock left by a dead process is replaced;
 * a lock held by a live process (including this one) is refused.
 * Returns a release function (idempotent).
 */
export function acquireLock(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  if (heldLocks.has(lockFile)) throw new DataDirLockedError(lockFile, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockFile);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockFile);
        process.off('exit', release);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = NaN;
      try {
        pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      } catch {
        /* vanished between open and read: retry */
      }
      if (isAlive(pid)) throw new DataDirLockedError(lockFile, pid);
      rmSync(lockFile, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
