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

  it('reuses signed-out catalogue answers 5 s unless CATALOGUE_CACHE_SECONDS says otherwise', () => {
    expect(loadConfig({}).catalogueCacheSeconds).toBe(5);
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '0' }).catalogueCacheSeconds).toBe(0);
    expect(() => loadConfig({ CATALOGUE_CACHE_SECONDS: '600' })).toThrow(
      /CATALOGUE_CACHE_SECONDS="600": debe estar entre 0 y 60/,
    );
  });

  it('PUBLIC_URL gives the absolute base of shared links; unset, this machine’s address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://campo.example/' }).publicUrl).toBe(
      'https://campo.example',
    );
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(
      loadConfig({ HOST: '0.0.0.0', PORT: '8080', DEV_CODES_ON_NETWORK: 'true' }).publicUrl,
    ).toBe('http://localhost:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'campo.example' })).toThrow(/PUBLIC_URL="campo.example"/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://campo.example' })).toThrow(/PUBLIC_URL=/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": debe estar entre 1 y 65535/);
  });

  it('refuses to start in production with the console code sender or without JWT_SECRET', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(/JWT_SECRET: es obligatorio en producción/);
    expect(attempt).toThrow(
      /OTP_SENDER: en producción los códigos deben llegar por whatsapp o sms/,
    );
  });

  it('needs the provider credentials of the sender it is told to use', () => {
    expect(() => loadConfig({ OTP_SENDER: 'whatsapp' })).toThrow(
      /OTP_SENDER=whatsapp necesita WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ OTP_SENDER: 'sms', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /OTP_SENDER=sms necesita/,
    );
    expect(() => loadConfig({ OTP_SENDER: 'pigeon' })).toThrow(/OTP_SENDER="pigeon"/);
  });

  it('loads the demo marketplace unless DEMO_DATA=false', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'nunca' })).toThrow(
      /DEMO_DATA="nunca": debe ser true o false/,
    );
  });

  it('accepts production with a secret and a real sender', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OTP_SENDER: 'whatsapp,sms',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_MESSAGING_SERVICE_SID: 'MG1',
    });
    expect(config.otp.senders).toEqual(['whatsapp', 'sms']);
    expect(config.otp.whatsapp?.phoneNumberId).toBe('123');
  });
});
