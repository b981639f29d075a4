import { z } from 'zod';
import { dataList, idParam } from './common';
import { apiPaths } from './paths';

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
  departments: { path: apiPaths.locations.departments, response: dataList(departmentSchema) },
  municipalities: {
    path: apiPaths.locations.municipalities,
    params: z.object({ departmentId: idParam }),
    response: dataList(municipalitySchema),
  },
} as const;
