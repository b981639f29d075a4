import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

export function createFileStorage(config: Config): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(path.join(config.dataDir, 'uploads'));
}
