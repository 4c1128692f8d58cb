import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file in the data folder naming the server process that uses it (decision 027). */
export const LOCK_FILE = 'server.pid';

/** Who holds a data folder: enough to tell whether that process still runs. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the process started, as the system counts it (Linux); guards against PID reuse. */
  startedAt: string | null;
}

/** A takeover guard older than this was left by a starter that died while replacing a record. */
const GUARD_STALE_MS = 10_000;
const ATTEMPTS = 20;
const RETRY_MS = 50;

/** Folders this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the data folder for this process; answers the function that gives it back. The
 * folder's `server.pid` names the holder (PID, host, start time, as PostgreSQL's
 * postmaster.pid does). A record whose process is gone, crashed or killed, is replaced at
 * once; a running holder makes this throw "The data folder … is in use by another running
 * server". PGlite has no lock of its own, and two processes on one folder corrupt it.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const file = path.join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: startTimeOf(process.pid),
  };
  const record = JSON.stringify(me);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (createExclusively(file, record)) {
      heldHere.add(dir);
      return () => release(dir, file, record);
    }
    const found = readRecord(file);
    if (found === undefined) continue; // removed meanwhile: try again
    const holder = parseHolder(found);
    if (holder && isRunning(holder, dir)) throw inUse(dir, holder);
    if (!replaceStale(file, found)) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw inUse(dir);
}

/** Whether the process a record names still runs (on another host: assumed so). */
export function isRunning(holder: LockHolder, dir: string): boolean {
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(dir); // else an earlier run under our PID
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: the process exists under another user.
  }
  const startedAt = startTimeOf(holder.pid);
  return !(holder.startedAt && startedAt && holder.startedAt !== startedAt);
}

/**
 * When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat);
 * null where there is no /proc.
 */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Writes `record` to `file` only if no such file exists; never a half-written file. */
function createExclusively(file: string, record: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, record);
  try {
    fs.linkSync(draft, file); // atomic, and fails when the file exists
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes the stale record `found`, under a guard so that two starters replacing the same
 * record cannot remove each other's fresh one. False when another starter holds the guard.
 */
function replaceStale(file: string, found: string): boolean {
  const guard = `${file}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > GUARD_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
    return false;
  }
  try {
    if (readRecord(file) === found) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
  return true;
}

function release(dir: string, file: string, record: string) {
  heldHere.delete(dir);
  if (readRecord(file) === record) fs.rmSync(file, { force: true });
}

function readRecord(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** The holder of a record; undefined for anything unreadable (then the record is stale). */
function parseHolder(record: string): LockHolder | undefined {
  try {
    const value = JSON.parse(record) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return undefined;
    return { pid: value.pid, hostname: value.hostname, startedAt: value.startedAt ?? null };
  } catch {
    return undefined;
  }
}

function inUse(dir: string, holder?: LockHolder): Error {
  const foreign = holder && holder.hostname !== os.hostname();
  const who = holder ? ` (process ${holder.pid} on ${holder.hostname})` : '';
  const hint = foreign
    ? ` If that server no longer runs, delete ${path.join(dir, LOCK_FILE)}.`
    : '';
  return new Error(
    `The data folder ${dir} is in use by another running server${who}. Stop it first, or set DATA_DIR to another folder.${hint}`,
  );
}
