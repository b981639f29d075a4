import { z } from 'zod';
import { dataList, idParam } from './common';

export const departmentSchema = z.object({
  id: z.number().int().describe('Código DANE del departamento (Antioquia = 5)'),
  name: z.string(),
});

export const municipalitySchema = z.object({
  id: z.number().int().describe('Código DANE del municipio (Medellín = 5001)'),
  name: z.string(),
  department_id: z.number().int(),
  latitude: z.number().describe('Cabecera municipal, grados decimales'),
  longitude: z.number(),
});

export type Department = z.infer<typeof departmentSchema>;
export type Municipality = z.infer<typeof municipalitySchema>;

export const locationsApi = {
  departments: { path: '/departments', response: dataList(departmentSchema) },
  municipalities: {
    path: '/municipalities/:departmentId',
    params: z.object({ departmentId: idParam }),
    response: dataList(municipalitySchema),
  },
} as const;
