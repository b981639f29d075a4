import { REGISTRATION_MESSAGES } from '../../../../domain/accounts/registration';
import type { Registration } from '../../../../domain/accounts/registration';
import type { accountsApi } from '../../../../domain/api/accounts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

type RegisterAnswer = z.infer<typeof accountsApi.register.response>;

/** The JSON body of POST /resgister-user: docs/product.md §3 payload plus the form-only fields. */
export function registrationPayload(data: Registration) {
  const legal = data.person_type === 1;
  return {
    name: data.name,
    document: data.document,
    phone: data.phone,
    person_type: data.person_type,
    type_doc: data.type_doc,
    legal_document: legal ? (data.legal_document ?? null) : null,
    legal_denomination: legal ? (data.legal_denomination ?? null) : null,
    terms: data.terms,
    email: data.email ?? null,
    department_id: data.department_id ?? null,
    // docs/product.md §3 spells it municipalite_id.
    municipalite_id: data.municipality_id ?? null,
    vereda: data.vereda ?? null,
    address: data.address ?? null,
  };
}

/** docs/product.md §7: success is read from `success` (or `ok`); a 2xx answer without it did not register. */
function succeeded(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const { success, ok } = answer as { success?: unknown; ok?: unknown };
  return success === true || ok === true;
}

/** POST /resgister-user. Field errors of a 422 arrive in ApiError.errors. */
export async function registerUser(data: Registration, signal?: AbortSignal) {
  const answer = await apiRequest<RegisterAnswer>(apiPaths.accounts.register[0], {
    method: 'POST',
    json: registrationPayload(data),
    auth: 'none',
    signal,
  });
  if (!succeeded(answer)) throw new ApiError(200, REGISTRATION_MESSAGES.notRegistered);
  return answer;
}
