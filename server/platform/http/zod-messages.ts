import type { z } from 'zod';

// The messages of zod's own checks (a schema rule without a message of ours), in Spanish and
// saying what to fix. zod's Spanish locale describes the mistake in type names instead
// ("Entrada inválida: se esperaba número, recibido número" for category=1e999), which a
// person cannot act on. Server only: the web app's forms carry the schemas' own messages.

type Issue = z.core.$ZodRawIssue;

const TYPE_HINTS: Record<string, string> = {
  string: 'Escribe un texto.',
  number: 'Escribe un número, solo con cifras (por ejemplo 12).',
  int: 'Escribe un número entero, sin decimales (por ejemplo 12).',
  bigint: 'Escribe un número entero, sin decimales (por ejemplo 12).',
  boolean: 'Indica sí o no (true o false).',
  array: 'Envía una lista de valores.',
  object: 'Envía los datos como un objeto JSON ({ … }).',
  date: 'Escribe la fecha como 2026-12-04.',
};

const FORMAT_HINTS: Record<string, string> = {
  email: 'Escribe un correo como nombre@ejemplo.com.',
  url: 'Escribe una dirección completa, como https://ejemplo.com.',
  date: 'Escribe la fecha como 2026-12-04.',
  datetime: 'Escribe la fecha y hora como 2026-12-04T10:30:00Z.',
  uuid: 'Usa el identificador que te dio la aplicación, sin cambiarlo.',
};

const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? value.toLocaleString('es-CO') : '';

function typeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined) return 'Este campo es obligatorio.';
  if (issue.input === null) return 'Este campo no puede ir vacío.';
  if (issue.expected === 'number' && typeof issue.input === 'number') {
    return Number.isNaN(issue.input)
      ? TYPE_HINTS.number!
      : 'El número es demasiado grande: escribe uno más pequeño.';
  }
  return TYPE_HINTS[issue.expected] ?? 'Revisa el valor de este campo.';
}

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big
    ? (issue as { maximum: number | bigint }).maximum
    : (issue as { minimum: number | bigint }).minimum;
  const n = count(limit);
  switch (issue.origin) {
    case 'string':
      if (!big && Number(limit) <= 1) return 'Este campo no puede ir vacío.';
      return big ? `Escribe como máximo ${n} caracteres.` : `Escribe al menos ${n} caracteres.`;
    case 'array':
    case 'set':
      if (!big && Number(limit) <= 1) return 'Elige al menos uno.';
      return big ? `Envía como máximo ${n} elementos.` : `Envía al menos ${n} elementos.`;
    case 'file':
      return big ? `El archivo puede pesar hasta ${n} bytes.` : 'El archivo está vacío.';
    default:
      if (big) {
        return issue.inclusive
          ? `Escribe un número de ${n} o menos.`
          : `Escribe un número menor que ${n}.`;
      }
      return issue.inclusive
        ? `Escribe un número de ${n} o más.`
        : `Escribe un número mayor que ${n}.`;
  }
}

function valueMessage(values: readonly unknown[]): string {
  const shown = values.map((value) => (typeof value === 'string' ? `«${value}»` : String(value)));
  if (shown.length === 1) return `Escribe exactamente ${shown[0]}.`;
  if (shown.length > 12) return 'Elige una de las opciones de la lista.';
  return `Elige una de estas opciones: ${shown.join(', ')}.`;
}

export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return (
        FORMAT_HINTS[issue.format] ??
        'Revisa lo que escribiste: tiene caracteres o un formato que este campo no acepta.'
      );
    case 'invalid_value':
      return valueMessage(issue.values);
    case 'not_multiple_of':
      return `Escribe un múltiplo de ${count(issue.divisor)}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Quita el campo «${issue.keys[0]}»: no existe aquí.`
        : `Quita los campos que no existen aquí: ${issue.keys.map((key) => `«${key}»`).join(', ')}.`;
    case 'invalid_key':
      return 'Revisa los nombres de los campos de este objeto.';
    case 'invalid_element':
      return 'Revisa los elementos de esta lista: alguno no es válido.';
    case 'invalid_union':
      return 'Revisa este campo: su valor no tiene ninguna de las formas aceptadas.';
    default:
      return 'Revisa el valor de este campo.';
  }
}
