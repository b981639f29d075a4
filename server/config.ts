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

/**
 * The support line /reportar offers when SUPPORT_PHONE is not set. docs/product.md always shows a
 * support phone link, so there is always a number; operators set their own line.
 */
export const DEFAULT_SUPPORT_PHONE = '+57 601 234 5678';

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
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CATALOGUE_CACHE_SECONDS: z.coerce
    .number({ error: 'debe ser un número / must be a number' })
    .int()
    .min(0, 'debe estar entre 0 y 60 / must be between 0 and 60')
    .max(60, 'debe estar entre 0 y 60 / must be between 0 and 60')
    .default(5),
  JWT_SECRET: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres / must be at least 32 characters')
    .optional(),
  ACCESS_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_SENDER: z
    .string()
    .regex(
      /^(console|whatsapp|sms)(,(whatsapp|sms))*$/,
      'debe ser console, whatsapp, sms o whatsapp,sms / must be console, whatsapp, sms or whatsapp,sms',
    )
    .optional(),
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TEMPLATE: z.string().default('codigo_verificacion'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('es'),
  /**
   * Approved templates of the avisos by WhatsApp outside the 24-hour service window (README):
   * 'Avísame' listings, followed prices, buy requests for sellers, harvests and reservations.
   */
  WHATSAPP_ALERT_TEMPLATE: z.string().optional(),
  WHATSAPP_PRICE_TEMPLATE: z.string().optional(),
  WHATSAPP_REQUEST_TEMPLATE: z.string().optional(),
  WHATSAPP_HARVEST_TEMPLATE: z.string().optional(),
  /** The Meta app's secret: signs every webhook call (X-Hub-Signature-256). Chat off without it. */
  WHATSAPP_APP_SECRET: z
    .string()
    .min(16, 'debe tener al menos 16 caracteres / must be at least 16 characters')
    .optional(),
  /** What Meta sends back when the webhook is registered (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .min(8, 'debe tener al menos 8 caracteres / must be at least 8 characters')
    .optional(),
  WHATSAPP_LINK_TEMPLATE: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d ]{7,16}$/, 'debe ser un número de teléfono, p. ej. +57 601 234 5678')
    .default(DEFAULT_SUPPORT_PHONE),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'debe ser una dirección http(s)://… / must be an http(s) URL',
    })
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'debe ser una clave pública VAPID (base64url) / must be a VAPID public key',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'debe ser una clave privada VAPID (base64url) / must be a VAPID private key',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:|https:\/\/)\S+$/,
      'debe empezar por mailto: o https:// / must start with mailto: or https://',
    )
    .default('mailto:soporte@elcampoentusmanos.co'),
  /** Test-only: push subscriptions may point at this machine (a stand-in push service). */
  PUSH_LOOPBACK_FOR_TESTS: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.default(true),
  DEV_OTP_OUTBOX: booleanFlag.default(false),
  DEV_CODES_ON_NETWORK: booleanFlag.default(false),
  /** Development only: /dev/whatsapp plays Meta's part (decision 025). */
  DEV_WHATSAPP: booleanFlag.default(false),
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
  /**
   * Word searches one address may have read from the database per minute (those answered from
   * the short catalogue cache are free); docs/decisions/023-search-cost.md.
   */
  searchesPerMinute: number;
  /** How long public catalogue answers are reused (server memory and browsers); 0 = never. */
  catalogueCacheSeconds: number;
  /** From JWT_SECRET; when absent (not in production) a secret is generated under dataDir. */
  jwtSecret: string | undefined;
  accessTokenDays: number;
  otp: OtpConfig;
  /** The support line shown on /reportar, as people write it ('+57 601 234 5678'). */
  supportPhone: string;
  /** Object storage for photos; when null they go to dataDir/uploads. */
  s3: S3Config | null;
  /**
   * The app's public address without a trailing slash ('https://campo.example'): the absolute
   * links of the pages shared on WhatsApp (og:url, og:image, canonical) and of Mi tienda.
   */
  publicUrl: string;
  /** Load the demo marketplace on the first start of a fresh embedded database (development). */
  demoData: boolean;
  /** Web Push keys; without them a pair is generated under dataDir (platform/push). */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Where Web Push may go besides the push services' hosts (platform/push/push-endpoints). */
  push: { loopbackForTests: boolean };
  /** Selling by chat on the WhatsApp number (decision 025); null: the webhook answers 404. */
  whatsappChat: WhatsAppChatConfig | null;
  /** Avisos by WhatsApp (decision 016); null without a Cloud API to send through. */
  whatsappAvisos: WhatsAppAvisosConfig | null;
}

export interface WhatsAppAvisosConfig {
  /** The Cloud API of the code sender (WHATSAPP_*), or the development stand-in's. */
  api: { apiBase: string; token: string; phoneNumberId: string };
  /** WHATSAPP_TEMPLATE_LANGUAGE. */
  language: string;
  /** WHATSAPP_{ALERT,PRICE,REQUEST,HARVEST}_TEMPLATE: a kind without one goes only inside the window. */
  templates: { listing?: string; price?: string; request?: string; harvest?: string };
}

export interface WhatsAppChatConfig {
  /** WHATSAPP_APP_SECRET: the key of the webhook's X-Hub-Signature-256. */
  appSecret: string;
  /** WHATSAPP_VERIFY_TOKEN: what Meta's verification call must carry. */
  verifyToken: string;
  /** Cloud API: the same base, token and number as the code sender (WHATSAPP_*). */
  apiBase: string;
  token: string;
  phoneNumberId: string;
  /**
   * DEV_WHATSAPP: /dev/whatsapp stands in for Meta on this machine; the secret, the token and
   * the number are fixed development values and the Cloud API is this server's own stand-in.
   */
  standIn: boolean;
}

/** The development stand-in's fixed values (DEV_WHATSAPP, decision 025). */
export const DEV_WHATSAPP = {
  appSecret: 'secreto-de-desarrollo-whatsapp',
  verifyToken: 'verificacion-de-desarrollo',
  token: 'token-de-desarrollo',
  phoneNumberId: '100000000000001',
  /** Under the server's own address. */
  graphPath: '/dev/whatsapp/graph',
} as const;

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export type OtpSenderName = 'console' | 'whatsapp' | 'sms';

export interface OtpConfig {
  /** Transports in order of preference; 'console' only outside production. */
  senders: OtpSenderName[];
  /**
   * GET /api/v1/dev/otp answers the latest code of any phone: only when DEV_OTP_OUTBOX=true,
   * with the console sender, outside production (tests, e2e and the measuring scripts opt in).
   */
  devOutbox: boolean;
  whatsapp: {
    apiBase: string;
    token: string;
    phoneNumberId: string;
    template: string;
    language: string;
    /**
     * Template carrying the sign-in link after the code (WHATSAPP_LINK_TEMPLATE: its URL button
     * is `{PUBLIC_URL}/entrar/{{1}}`); none: the link goes as a text message, which WhatsApp
     * delivers only inside its 24-hour window (decision 011, "The sign-in link").
     */
    linkTemplate?: string;
  } | null;
  sms: {
    apiBase: string;
    accountSid: string;
    authToken: string;
    from: string | undefined;
    messagingServiceSid: string | undefined;
  } | null;
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
  const problems = productionProblems(e);
  if (problems.length > 0) {
    throw new ConfigError(
      `Configuración inválida / invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
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
    searchesPerMinute: e.SEARCHES_PER_MINUTE,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    jwtSecret: e.JWT_SECRET,
    accessTokenDays: e.ACCESS_TOKEN_DAYS,
    otp: otpConfig(e),
    supportPhone: e.SUPPORT_PHONE,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL!,
        }
      : null,
    publicUrl: publicUrl(e),
    demoData: e.DEMO_DATA,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
    },
    push: { loopbackForTests: e.PUSH_LOOPBACK_FOR_TESTS },
    whatsappChat: whatsappChatConfig(e),
    whatsappAvisos: whatsappAvisosConfig(e),
  };
}

function whatsappAvisosConfig(e: ParsedEnv): WhatsAppAvisosConfig | null {
  const chat = whatsappChatConfig(e);
  const api =
    e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
      ? {
          apiBase: e.WHATSAPP_API_BASE,
          token: e.WHATSAPP_TOKEN,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        }
      : // DEV_WHATSAPP: avisos inside the window show on /dev/whatsapp like the chat's replies.
        chat?.standIn
        ? { apiBase: chat.apiBase, token: chat.token, phoneNumberId: chat.phoneNumberId }
        : null;
  if (!api) return null;
  return {
    api,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    templates: {
      listing: e.WHATSAPP_ALERT_TEMPLATE,
      price: e.WHATSAPP_PRICE_TEMPLATE,
      request: e.WHATSAPP_REQUEST_TEMPLATE,
      harvest: e.WHATSAPP_HARVEST_TEMPLATE,
    },
  };
}

function whatsappChatConfig(e: ParsedEnv): WhatsAppChatConfig | null {
  if (e.DEV_WHATSAPP) {
    return {
      appSecret: e.WHATSAPP_APP_SECRET ?? DEV_WHATSAPP.appSecret,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? DEV_WHATSAPP.verifyToken,
      apiBase: `${ownAddress(e)}${DEV_WHATSAPP.graphPath}`,
      token: DEV_WHATSAPP.token,
      phoneNumberId: DEV_WHATSAPP.phoneNumberId,
      standIn: true,
    };
  }
  if (!(e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN)) return null;
  if (!(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID)) return null;
  return {
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    apiBase: e.WHATSAPP_API_BASE,
    token: e.WHATSAPP_TOKEN,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    standIn: false,
  };
}

/**
 * PUBLIC_URL without its trailing slash; unset, this machine's own address (good for a laptop
 * and the tests; a server behind a domain sets its own, or previews point at localhost).
 */
function publicUrl(e: ParsedEnv): string {
  if (e.PUBLIC_URL) return e.PUBLIC_URL.replace(/\/+$/, '');
  return ownAddress(e);
}

/** This machine's own address as HOST and PORT give it. */
function ownAddress(e: ParsedEnv): string {
  const anyInterface = ['0.0.0.0', '::', '[::]'].includes(e.HOST);
  const host = anyInterface ? 'localhost' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  return `http://${host}:${e.PORT}`;
}

type ParsedEnv = z.output<typeof envSchema>;

function otpConfig(e: ParsedEnv): OtpConfig {
  const senders = (e.OTP_SENDER ?? 'console').split(',') as OtpSenderName[];
  return {
    senders,
    devOutbox: e.DEV_OTP_OUTBOX && senders.includes('console') && e.NODE_ENV !== 'production',
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiBase: e.WHATSAPP_API_BASE,
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            template: e.WHATSAPP_TEMPLATE,
            language: e.WHATSAPP_TEMPLATE_LANGUAGE,
            linkTemplate: e.WHATSAPP_LINK_TEMPLATE,
          }
        : null,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            apiBase: e.TWILIO_API_BASE,
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
          }
        : null,
  };
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Settings that are fine on a laptop but unsafe or broken on a real server. */
function productionProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  const senders = (e.OTP_SENDER ?? 'console').split(',');
  // Codes printed in the log or served by the outbox let whoever reads them sign in as anyone:
  // fine on this machine, not on an address the network can reach, unless the person says so.
  if (!isLoopbackHost(e.HOST) && !e.DEV_CODES_ON_NETWORK) {
    if (e.DEV_OTP_OUTBOX) {
      problems.push(
        `DEV_OTP_OUTBOX: con HOST=${e.HOST} cualquiera en la red leería los códigos de acceso; ` +
          'quítalo o pon DEV_CODES_ON_NETWORK=true si es una red de confianza / ' +
          'the code outbox is refused on a non-loopback HOST',
      );
    }
    if (senders.includes('console')) {
      problems.push(
        `OTP_SENDER: con HOST=${e.HOST} el remitente console escribe los códigos en el registro; ` +
          'usa whatsapp o sms, o pon DEV_CODES_ON_NETWORK=true si es una red de confianza / ' +
          'the console sender is refused on a non-loopback HOST',
      );
    }
  }
  // A push service on this machine is for tests; anywhere else it would let whoever subscribes
  // make the server POST to this machine's other services (Redis, the database).
  if (e.PUSH_LOOPBACK_FOR_TESTS && (e.NODE_ENV === 'production' || !isLoopbackHost(e.HOST))) {
    problems.push(
      'PUSH_LOOPBACK_FOR_TESTS: solo para pruebas, con HOST en esta máquina (127.0.0.1) y fuera de producción; quítalo / ' +
        'test-only: refused in production and on a non-loopback HOST',
    );
  }
  // The stand-in signs webhook calls with a secret written in the code: on the network anyone
  // could chat as any phone, so it is for this machine and development only.
  if (e.DEV_WHATSAPP && (e.NODE_ENV === 'production' || !isLoopbackHost(e.HOST))) {
    problems.push(
      'DEV_WHATSAPP: solo para desarrollo, con HOST en esta máquina (127.0.0.1) y fuera de producción; quítalo / ' +
        'development only: refused in production and on a non-loopback HOST',
    );
  }
  if (Boolean(e.WHATSAPP_APP_SECRET) !== Boolean(e.WHATSAPP_VERIFY_TOKEN) && !e.DEV_WHATSAPP) {
    problems.push('WHATSAPP_APP_SECRET y WHATSAPP_VERIFY_TOKEN van juntas / set both or neither');
  }
  if (
    e.WHATSAPP_APP_SECRET &&
    !e.DEV_WHATSAPP &&
    !(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID)
  ) {
    problems.push(
      'WHATSAPP_APP_SECRET (vender por WhatsApp) necesita WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID',
    );
  }
  if (e.NODE_ENV === 'production') {
    if (e.DEV_OTP_OUTBOX) {
      problems.push('DEV_OTP_OUTBOX: no existe en producción / not available in production');
    }
    if (!e.JWT_SECRET) {
      problems.push(
        'JWT_SECRET: es obligatorio en producción (32+ caracteres aleatorios) / required in production',
      );
    }
    if (senders.includes('console')) {
      problems.push(
        'OTP_SENDER: en producción los códigos deben llegar por whatsapp o sms, no a la consola / ' +
          'the console sender is for development only',
      );
    }
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push(
      'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas / set both VAPID keys or neither',
    );
  }
  if (senders.includes('whatsapp') && !(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('OTP_SENDER=whatsapp necesita WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID');
  }
  if (
    senders.includes('sms') &&
    !(
      e.TWILIO_ACCOUNT_SID &&
      e.TWILIO_AUTH_TOKEN &&
      (e.TWILIO_FROM || e.TWILIO_MESSAGING_SERVICE_SID)
    )
  ) {
    problems.push(
      'OTP_SENDER=sms necesita TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN y TWILIO_FROM o TWILIO_MESSAGING_SERVICE_SID',
    );
  }
  if (
    e.S3_BUCKET &&
    !(e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_PUBLIC_URL)
  ) {
    problems.push(
      'S3_BUCKET necesita S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY y S3_PUBLIC_URL',
    );
  }
  return problems;
}
