import { describe, it, expect } from 'vitest';
import { GENERIC_ERROR_MESSAGE, isTechnicalMessage, safeMessage } from './errors';

describe('GENERIC_ERROR_MESSAGE', () => {
  it('is the generic Spanish message of docs/product.md §8', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Ocurrió un error');
  });
});

describe('isTechnicalMessage', () => {
  it.each([
    ['braces', '{"error":"boom"}'],
    ['brackets', 'Array[0]'],
    ['errorInfo', 'errorInfo: 23505'],
    ['SQLSTATE', 'SQLSTATE 42P01'],
    ['password_resets', 'Table password_resets is full'],
    ['column', 'Unknown column phone'],
    ['column in capitals', 'COLUMN phone does not exist'],
    ['relation', 'relation "users" does not exist'],
    ['pgsql', 'pgsql driver failed'],
    ['a lower-case sqlstate', 'sqlstate 23505'],
  ])('flags the SPEC fragment: %s', (_fragment, text) => {
    expect(isTechnicalMessage(text)).toBe(true);
  });

  it.each([
    ['a stack frame', 'Falló at Object.<anonymous> (server/app.ts:12:5)'],
    ['a stack frame without parentheses', 'boom\n    at async Promise.all (index 0)'],
    ['the word stack', 'see stack for details'],
    ['an Error: prefix', 'Error: Request failed with status code 500'],
    ['an exception name', 'QueryException: 1062'],
    ['a JS error name', 'TypeError: Cannot read properties of undefined'],
    ['undefined', 'Usuario undefined'],
    ['null', 'null'],
    ['SQL', 'SQL: select * from users where id = 1'],
    ['a constraint', 'duplicate key value violates unique constraint "users_phone_key"'],
    ['a network error code', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['a PHP namespace', 'App\\Models\\User'],
    ['a source file', 'Fallo en UserController.php línea 40'],
    ['a module path', 'Cannot find module node_modules/pg'],
    ['an HTML page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>'],
  ])('flags another leak of internals: %s', (_leak, text) => {
    expect(isTechnicalMessage(text)).toBe(true);
  });

  it.each([
    'Ocurrió un error',
    'Error enviando el código',
    'Error al generar el OTP',
    'Número de teléfono no válido',
    'Error verificando el código',
    'Usuario no encontrado',
    'Código inválido o expirado',
    'Token no recibido',
    'No pudimos validar el teléfono. Intenta más tarde.',
    'El teléfono ya está registrado',
    'Este documento ya está registrado o no es válido.',
    'No pudimos completar el registro. Intenta más tarde.',
    'No se pudo cargar categorías',
    'No hay sesión activa. Inicia sesión e inténtalo de nuevo.',
    'Tu sesión ha expirado. Vuelve a iniciar sesión.',
    'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.',
    '¡Reporte enviado correctamente!',
    'Esta dirección ya la tiene un producto',
    'Error procesando las imágenes. Inténtalo de nuevo.',
    'El número de teléfono no tiene un formato válido.',
    'HTTP 500: No se pudo guardar la calificación',
    "El campo 'voto' debe ser numérico.",
    'debe estar entre 0.5 y 5 en pasos de 0.5',
    'Primero contáctanos por WhatsApp desde el botón del producto.',
    'Ya enviaste una opinión para este producto.',
    'Cambia al menos un campo (precio, cantidad o descripción).',
    'Ingresa un número de celular colombiano (empieza por 3).',
    'La columna de precios está vacía',
    'Hubo un error: intenta de nuevo en unos minutos',
    'Reenviar a las 10:30:15',
    'La relación con el vendedor es buena',
  ])('lets the Spanish message %j through', (text) => {
    expect(isTechnicalMessage(text)).toBe(false);
  });
});

describe('safeMessage', () => {
  it('shows the server message when it is plain Spanish', () => {
    expect(safeMessage('Código inválido o expirado')).toBe('Código inválido o expirado');
  });

  it('trims spaces around the message', () => {
    expect(safeMessage('  Token no recibido \n')).toBe('Token no recibido');
  });

  it('shows the generic message instead of a technical one', () => {
    expect(safeMessage('SQLSTATE[23505]: Unique violation')).toBe('Ocurrió un error');
  });

  it('shows the generic message for an empty or missing message', () => {
    expect(safeMessage('')).toBe('Ocurrió un error');
    expect(safeMessage('   ')).toBe('Ocurrió un error');
    expect(safeMessage(undefined)).toBe('Ocurrió un error');
    expect(safeMessage(null)).toBe('Ocurrió un error');
  });

  it('shows the generic message for a message that is not text', () => {
    expect(safeMessage({ error: 'boom' })).toBe('Ocurrió un error');
    expect(safeMessage(500)).toBe('Ocurrió un error');
  });

  it('uses the screen’s own fallback when one is given', () => {
    expect(
      safeMessage('relation "products" does not exist', 'No se pudo cargar el producto.'),
    ).toBe('No se pudo cargar el producto.');
    expect(safeMessage('', 'Código inválido o expirado')).toBe('Código inválido o expirado');
  });
});
