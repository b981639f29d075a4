import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { openConfiguredDatabase } from '../../db/open-configured';
import { adminActions, users } from '../../db/schema';
import { projectRoot } from '../../lib/project-root';
import { createUser } from '../accounts/accounts.queries';
import { parseAdminArgs, runAdminCli } from './admin-cli';

// The command line is run the way an operator runs it (a separate process through tsx) on a
// throw-away DATA_DIR with the embedded database.

const PHONE = '3001234567';
let dataDir: string;

/** The environment of the command: only DATA_DIR names the database. */
function cliEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !['DATABASE_URL', 'TEST_DATABASE_URL'].includes(key)) {
      env[key] = value;
    }
  }
  return { ...env, NODE_ENV: 'development', DATA_DIR: dataDir };
}

function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(projectRoot(), 'node_modules/.bin/tsx');
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['server/features/admin/admin-cli.ts', ...args],
      { cwd: projectRoot(), env: cliEnv(), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A fingerprint of every file of the embedded database, to prove it was not touched. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

async function roleOf(phone: string) {
  const database = await openConfiguredDatabase(loadConfig(cliEnv()));
  try {
    const [user] = await database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.phone, phone));
    const [log] = await database.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.id))
      .limit(1);
    return { role: user?.role, log };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-admin-cli-'));
  // Start from the migrated and seeded test template when it is a PGlite dump (fast); otherwise
  // the first open below migrates and seeds.
  const template = inject('dbTemplate');
  if (template.engine === 'pglite') {
    const seeded = await openDatabase({
      engine: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
    });
    await seeded.close();
  }
  const database = await openConfiguredDatabase(loadConfig(cliEnv()));
  try {
    await createUser(
      database.db,
      {
        phone: PHONE,
        name: 'Marta Gómez',
        document: '1023456789',
        type_doc: 'REGNOID',
        person_type: 0,
        terms: true,
        municipality_id: undefined,
        legal_document: undefined,
        legal_denomination: undefined,
      },
      { ip: '127.0.0.1', userAgent: 'prueba' },
    );
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('refuses while a running server holds the embedded database, and touches nothing', async () => {
    const lock = path.join(dataDir, 'db.lock');
    // This test runner is alive: to the command it looks like the server.
    writeFileSync(lock, String(process.pid));
    const before = fingerprint(path.join(dataDir, 'db'));
    try {
      const result = await runCli('grant', PHONE);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('está en uso');
      expect(result.stderr).toContain('Detén el servidor');
      expect(result.stderr).toContain('npm start');
      expect(result.stderr).toContain('vuelve a ejecutar este comando');
      expect(result.stdout).toBe('');
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      expect(fingerprint(path.join(dataDir, 'db'))).toBe(before);
    } finally {
      rmSync(lock, { force: true });
    }
    expect((await roleOf(PHONE)).role).toBe('user');
  }, 60_000);

  it('grants the role on a stopped server, logs it, and says so in Spanish', async () => {
    const result = await runCli('grant', '+57 300 123 4567');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(
      'Marta Gómez (3001234567) ahora es administrador. Verá la sección Administración al recargar la app.',
    );
    const { role, log } = await roleOf(PHONE);
    expect(role).toBe('admin');
    expect(log).toMatchObject({
      action: 'role.grant',
      adminId: null,
      adminName: 'Consola del servidor',
      targetType: 'user',
      details: { phone: PHONE },
    });
  }, 60_000);

  it('says when nothing changes, revokes, and names an unknown phone', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const run = (...args: string[]) =>
      runAdminCli(
        args,
        cliEnv(),
        (line) => lines.push(line),
        (line) => errors.push(line),
      );

    expect(await run('grant', PHONE)).toBe(0);
    expect(lines.pop()).toBe('Marta Gómez (3001234567) ya era administrador. No se cambió nada.');
    expect(await run('revoke', PHONE)).toBe(0);
    expect(lines.pop()).toBe(
      'Marta Gómez (3001234567) ya no es administrador. Sus sesiones abiertas se cerraron.',
    );
    expect(await run('revoke', PHONE)).toBe(0);
    expect(lines.pop()).toBe('Marta Gómez (3001234567) no era administrador. No se cambió nada.');
    expect((await roleOf(PHONE)).role).toBe('user');

    expect(await run('grant', '3119999999')).toBe(1);
    expect(errors.pop()).toBe(
      'No hay ninguna cuenta con el celular 3119999999. La persona debe registrarse primero ' +
        'en la app con ese número; luego vuelve a ejecutar este comando.',
    );
  }, 60_000);

  it('explains its usage (exit 2) and the phone format', async () => {
    const usage = await runCli('promote', PHONE);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- grant 3001234567');
    expect(usage.stderr).toContain('npm run admin -- revoke 3001234567');

    expect(parseAdminArgs(['grant'])).toMatchObject({ ok: false, exitCode: 2 });
    expect(parseAdminArgs([])).toMatchObject({ ok: false, exitCode: 2 });
    expect(parseAdminArgs(['revoke', '300-123-4567'])).toEqual({
      ok: true,
      change: 'revoke',
      phone: PHONE,
    });
    expect(parseAdminArgs(['grant', '12345'])).toEqual({
      ok: false,
      exitCode: 1,
      message:
        '"12345" no es un número de celular válido: escribe los 10 dígitos, por ejemplo 3001234567.',
    });
  }, 60_000);
});
