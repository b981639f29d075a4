import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from './paths';

describe('apiPath', () => {
  it('fills every parameter of the template', () => {
    expect(apiPath(apiPaths.listings.images.remove, { id: 7, imageId: 3 })).toBe(
      '/products/7/images/3/delete',
    );
    expect(apiPath(apiPaths.locations.municipalities, { departmentId: 5 })).toBe(
      '/municipalities/5',
    );
  });

  it('encodes a value, so it cannot add a segment or a query of its own', () => {
    expect(apiPath(apiPaths.stores.detail, { id: '3/../../users?x=1' })).toBe(
      '/stores/3%2F..%2F..%2Fusers%3Fx%3D1',
    );
  });

  it('refuses a template whose parameter was not given', () => {
    const params = {} as { id: number };
    expect(() => apiPath(apiPaths.jobs.close, params)).toThrow('id');
  });
});
