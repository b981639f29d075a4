import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();

describe('GET /api/v1/departments', () => {
  it('lists the 33 first-level units of Colombia, Bogotá D.C. included, by DANE code', async () => {
    const res = await ctx.app.inject('/api/v1/departments');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(33);
    expect(data).toContainEqual({ id: 5, name: 'Antioquia' });
    expect(data).toContainEqual({ id: 11, name: 'Bogotá, D.C.' });
    expect(data).toContainEqual({
      id: 88,
      name: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
    });
  });

  it('sorts departments alphabetically so selects read naturally', async () => {
    const names: string[] = (await ctx.app.inject('/api/v1/departments'))
      .json()
      .data.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('GET /api/v1/municipalities/{departmentId}', () => {
  it('lists the 125 municipalities of Antioquia with Medellín as 5001 and its coordinates', async () => {
    const res = await ctx.app.inject('/api/v1/municipalities/5');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(125);
    expect(data).toContainEqual({
      id: 5001,
      name: 'Medellín',
      department_id: 5,
      latitude: 6.246631,
      longitude: -75.581775,
    });
  });

  it('holds all 1,122 municipalities and non-municipalised areas across the departments', async () => {
    const departments = (await ctx.app.inject('/api/v1/departments')).json().data as {
      id: number;
    }[];
    const counts = await Promise.all(
      departments.map(
        async (d) => (await ctx.app.inject(`/api/v1/municipalities/${d.id}`)).json().data.length,
      ),
    );
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(1122);
  });

  it('includes the non-municipalised areas of Amazonas, Guainía and Vaupés', async () => {
    const amazonas = (await ctx.app.inject('/api/v1/municipalities/91')).json().data;
    expect(amazonas).toHaveLength(11);
    expect(amazonas.map((m: { name: string }) => m.name)).toContain('La Chorrera');
  });

  it('answers 404 in Spanish for a department that does not exist', async () => {
    const res = await ctx.app.inject('/api/v1/municipalities/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Departamento no encontrado.' });
  });

  it('answers 422 with a Spanish field error for an id that is not a number', async () => {
    const res = await ctx.app.inject('/api/v1/municipalities/antioquia');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El identificador no es válido.',
      errors: { departmentId: ['El identificador no es válido.'] },
    });
  });
});
