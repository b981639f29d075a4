import path from 'node:path';
import { z } from 'zod';

// The server's whole configuration, read from the environment once at start-up.
// A wrong value stops the server with a message naming the variable and how to fix it.

const port = z.coerce
  .number({ error: 'debe ser un número / must be a number' })
  .int()
  .min(1, 'debe estar entre 1 y 65535 / must be between 1 and 65535')
  .max(65535, 'debe estar entre 1 y 65535 / must be between 1 and 65535');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'debe ser true o false / must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// / must start with postgres://');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'debe ser development, production o test / must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar por redis:// / must start with redis://')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'debe ser fatal, error, warn, info, debug, trace o silent',
    })
    .default('info'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
});

/** Environment variables this server reads, all as strings (as process.env gives them). */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path. The embedded database, uploads and generated secrets live under it. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  corsOrigins: string[];
  trustProxy: boolean;
  rateLimitPerMinute: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty variables as unset: `DATABASE_URL= npm start` should mean "no database URL".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(
      `Configuración inválida / invalid configuration:\n${lines.join('\n')}\n` +
        'Corrige esas variables de entorno (ver README, "Configuración") y vuelve a iniciar.',
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
  };
}
