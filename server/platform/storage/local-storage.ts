import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './file-storage';

export const UPLOADS_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served by the app at /uploads/. */
export class LocalFileStorage implements FileStorage {
  readonly imageOrigin = null;

  constructor(readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.root, key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}
