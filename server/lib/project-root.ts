import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root (the folder with package.json). Found by walking up from this module, so
 * it is the same whether the server runs from source (tsx) or from the bundle in dist/server.
 */
export function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.dirname);
    dir = parent;
  }
  return dir;
}
