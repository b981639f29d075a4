import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { signIn } from '../../../test/render-app';
import { saveListingChanges } from './update-listing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveListingChanges', () => {
  it('reports a changed address with the POST form of /assigned, never a write by GET', async () => {
    signIn();
    const api = fakeApi({
      'POST /products/:id': () => answer(200, { message: 'Producto actualizado', data: { id: 7 } }),
      'POST /products/:id/address/:addressId/assigned': () =>
        answer(200, { success: true, message: 'Producto actualizado' }),
    });
    await saveListingChanges(7, { address_id: 12 });
    const assignCalls = () =>
      api.requests
        .filter((request) => request.path.endsWith('/assigned'))
        .map((call) => `${call.method} ${call.path}`);
    // The report is sent after the save, without being waited for.
    await vi.waitFor(() => expect(assignCalls().length).toBe(1));
    expect(assignCalls()).toEqual(['POST /products/7/address/12/assigned']);
  });
});
