import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { registerAndSignIn } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const ctx = useTestApp();

describe('reports (POST /report)', () => {
  it('stores a multipart report with its user and answers the spec success message', async () => {
    const { auth, id } = await registerAndSignIn(ctx.app);
    const { payload, headers } = multipartBody([
      { name: 'phone', value: '3001234567' },
      { name: 'type', value: 'cultivo' },
      { name: 'description', value: 'Roya en el café' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: '¡Reporte enviado correctamente!' });
    const rows = await ctx.database.db.select().from(reports).where(eq(reports.userId, id));
    expect(rows).toMatchObject([
      { type: 'cultivo', description: 'Roya en el café', phone: '3001234567' },
    ]);
  });

  it.each([
    [{ phone: '' }, 'phone', 'Ingresa tu teléfono.'],
    [{ type: '' }, 'type', 'Selecciona el tipo de reporte.'],
    [{ type: 'spam' }, 'type', 'Selecciona el tipo de reporte.'],
    [{ description: '   ' }, 'description', 'Añade una descripción.'],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const { auth } = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      headers: auth,
      payload: { phone: '3001234567', type: 'tecnico', description: 'No carga', ...change },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      payload: { phone: '3001234567', type: 'tecnico', description: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No hay sesión activa. Inicia sesión e inténtalo de nuevo.');
  });
});

describe('support line (GET /support-contact)', () => {
  const configured = useTestApp({ env: { SUPPORT_PHONE: '+57 601 234 5678' } });

  it('answers the configured number for display and for tel: links', async () => {
    const res = await configured.app.inject('/api/v1/support-contact');
    expect(res.json()).toEqual({ display: '+57 601 234 5678', tel: '+576012345678' });
  });

  it('answers the default line when SUPPORT_PHONE is not set, never 404', async () => {
    const res = await ctx.app.inject('/api/v1/support-contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ display: '+57 601 234 5678', tel: '+576012345678' });
  });
});
