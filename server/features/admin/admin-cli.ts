// `npm run admin -- grant 3001234567` / `npm run admin -- revoke 3001234567`: gives or takes the
// admin role on the database the environment names (DATABASE_URL, or the embedded one under
// DATA_DIR). It is the only way to make an admin: no HTTP call can.
//
// While the server holds the embedded database the command refuses and asks to stop it
// (server/db/command-database.ts): handing the change to the running server would need a call
// that grants the role, which must not exist.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config';
import { openCommandDatabase } from '../../db/command-database';
import { announceFromCommand } from '../../platform/auth/session-channel';
import { changeAdminRole, type RoleChange } from './admin-role.queries';

export const ADMIN_CLI_USAGE = [
  'Uso:',
  '  npm run admin -- grant 3001234567    da el rol de administrador a esa cuenta',
  '  npm run admin -- revoke 3001234567   se lo quita',
  'El número es el celular con el que la persona se registró en la app (10 dígitos).',
].join('\n');

export type ParsedArgs =
  { ok: true; change: RoleChange; phone: string } | { ok: false; exitCode: 1 | 2; message: string };

/** Reads `grant|revoke <phone>`; '+57 300 123 4567' and '300-123-4567' read as 3001234567. */
export function parseAdminArgs(args: string[]): ParsedArgs {
  const [command, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || rest.length === 0) {
    return { ok: false, exitCode: 2, message: ADMIN_CLI_USAGE };
  }
  const raw = rest.join(' ');
  let digits = raw.replace(/[\s().-]/g, '');
  if (/^\+?57\d{10}$/.test(digits)) digits = digits.replace(/^\+?57/, '');
  if (!/^\d{10}$/.test(digits)) {
    return {
      ok: false,
      exitCode: 1,
      message:
        `"${raw}" no es un número de celular válido: escribe los 10 dígitos, ` +
        'por ejemplo 3001234567.',
    };
  }
  return { ok: true, change: command, phone: digits };
}

/** Runs the command; answers the exit code. Output goes to `out` and errors to `err`. */
export async function runAdminCli(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const parsed = parseAdminArgs(args);
  if (!parsed.ok) {
    err(parsed.message);
    return parsed.exitCode;
  }
  const { change, phone } = parsed;

  const database = await openCommandDatabase(env, err);
  if (!database) return 1;

  try {
    const result = await changeAdminRole(database.db, phone, change);
    if (result.outcome === 'no-user') {
      err(
        `No hay ninguna cuenta con el celular ${phone}. La persona debe registrarse primero ` +
          'en la app con ese número; luego vuelve a ejecutar este comando.',
      );
      return 1;
    }
    const who = `${result.user.name} (${result.user.phone})`;
    if (result.outcome === 'changed') {
      // Running servers keep each account's role and token version in memory (decision 017).
      await announceFromCommand(loadConfig(env).redisUrl, database, result.user.id);
    }
    if (result.outcome === 'unchanged') {
      out(
        change === 'grant'
          ? `${who} ya era administrador. No se cambió nada.`
          : `${who} no era administrador. No se cambió nada.`,
      );
      return 0;
    }
    out(
      change === 'grant'
        ? `${who} ahora es administrador. Verá la sección Administración al recargar la app.`
        : `${who} ya no es administrador. Sus sesiones abiertas se cerraron.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('No se pudo cambiar el rol:', error);
      process.exit(1);
    },
  );
}
