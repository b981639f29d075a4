import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from './embedded-lock';

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'ectm-lock-'));

describe('embedded database lock', () => {
  it('refuses a second server while the first one runs, naming its process', () => {
    const dir = freshDir();
    // The parent process (the test runner) is alive and is not us.
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left behind by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'db.lock'), '99999999');
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });
});
