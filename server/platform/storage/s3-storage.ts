import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config';
import { assertSafeKey, type FileStorage } from './file-storage';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Any S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces), with
 * path-style addresses and SigV4 signatures (aws4fetch).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;
  readonly imageOrigin: string;

  constructor(private readonly settings: S3Config) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
    this.imageOrigin = new URL(settings.publicUrl).origin;
  }

  private objectUrl(key: string): string {
    const base = this.settings.endpoint.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(this.settings.bucket)}/${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: data,
      headers: {
        'content-type': contentType,
        'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`,
      },
    });
    if (!response.ok) {
      throw new Error(
        `S3 PUT ${key} failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`,
      );
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    // 404: already gone, which is what we wanted.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed: HTTP ${response.status}`);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  publicUrl(key: string): string {
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/${key}`;
  }
}
