import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { useTestApp } from '../test/app';
import { registerAndSignInAdmin } from '../test/factories';

// Every message a client can get for a field says what to fix, in Spanish: none of zod's own
// wording ("se esperaba número, recibido número", "Invalid input") reaches a client. Walks
// every route of the OpenAPI document (generated from the same schemas the routes validate
// with) and sends each field, one at a time, values of the wrong type, huge numbers and
// empty text, signed in as an administrator so the sign-in check does not answer first.

const GENERIC = /se esperaba|recibid[oa]|invalid|entrada inválida|opción inválida/i;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Values a field should refuse with a message (or accept: then there is nothing to read). */
const QUERY_VALUES = ['1e999', '-1', '1.5', 'abc', '', '99999999999999999999', 'x'.repeat(600)];
const BODY_VALUES: unknown[] = [
  '1e999',
  -1,
  1.5,
  'abc',
  '',
  1e308,
  1e20,
  true,
  null,
  [],
  {},
  ['a', 1],
  'x'.repeat(6000),
];

const ctx = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });

function messagesOf(body: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  walk(message);
  walk(errors);
  return found;
}

describe('field messages', () => {
  it('no route answers a bad field with a generic or English message, or a 5xx', async () => {
    const admin = await registerAndSignInAdmin(ctx.app);
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const generic: string[] = [];
    const failures: string[] = [];
    let refusals = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      const res = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body}`);
      if (res.statusCode !== 422 && res.statusCode !== 400) return;
      refusals += 1;
      for (const message of messagesOf(res.json())) {
        if (GENERIC.test(message))
          generic.push(`${method} ${url} ${JSON.stringify(payload)}: ${message}`);
      }
    };

    for (const [openApiPath, operations] of Object.entries(spec.paths)) {
      if (!openApiPath.startsWith(API_PREFIX) || openApiPath.includes('/dev/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out or deleting the account mid-walk would end the session the walk uses.
        if (/logout|\/account$|\/me$/.test(openApiPath) && method !== 'get') continue;
        const parameters = operation.parameters ?? [];
        const pathWith = (name?: string, value?: string) =>
          openApiPath.replace(/\{(\w+)\}/g, (_, param: string) =>
            encodeURIComponent(param === name ? (value ?? '') : '1'),
          );
        for (const parameter of parameters) {
          for (const value of QUERY_VALUES) {
            if (parameter.in === 'path') {
              if (value !== '') await send(method, pathWith(parameter.name, value));
            } else if (parameter.in === 'query') {
              await send(method, `${pathWith()}?${parameter.name}=${encodeURIComponent(value)}`);
            }
          }
        }
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties;
        for (const field of Object.keys(properties ?? {})) {
          for (const value of BODY_VALUES) {
            await send(method, pathWith(), { [field]: value });
          }
        }
        if (operation.requestBody) await send(method, pathWith(), 'no es un objeto');
      }
    }
    expect(failures).toEqual([]);
    expect(generic).toEqual([]);
    // The walk reached the validators (not only sign-in refusals).
    expect(refusals).toBeGreaterThan(500);
  }, 300_000);
});
