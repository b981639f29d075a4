import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with nothing set: port 3000, embedded database in ./data, loopback only', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      corsOrigins: [],
      trustProxy: false,
    });
  });

  it('takes PORT, DATA_DIR, DATABASE_URL and CORS_ORIGINS from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/campo',
      DATABASE_URL: 'postgres://u@db:5432/campo',
      CORS_ORIGINS: 'https://a.co, https://b.co',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/campo',
      databaseUrl: 'postgres://u@db:5432/campo',
      corsOrigins: ['https://a.co', 'https://b.co'],
      trustProxy: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('stops with a message naming each bad variable and its value', () => {
    const attempt = () => loadConfig({ PORT: 'tres mil', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT="tres mil": debe ser un número/);
    expect(attempt).toThrow(/DATABASE_URL="mysql:\/\/x": debe empezar por postgres:\/\//);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": debe estar entre 1 y 65535/);
  });
});
