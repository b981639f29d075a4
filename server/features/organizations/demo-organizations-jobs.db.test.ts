import { describe, expect, it } from 'vitest';
import { bogotaIsoDate } from '../../../domain/dates';
import {
  DEMO_JOB_OFFERS,
  DEMO_ORGANIZATIONS,
  loadDemoOrganizationsAndJobs,
} from '../../db/seed/demo/demo-organizations-jobs';
import { useTestApp } from '../../test/app';
import { registerAndSignIn } from '../../test/factories';

const ctx = useTestApp();

describe('demo organizations and job offers', () => {
  it('fill the directory and the board with open offers of the demo sellers loaded', async () => {
    // Stand-ins for the first three demo sellers (María Eugenia, Jhon Fredy, Luis Alberto).
    const sellers = [
      await registerAndSignIn(ctx.app),
      await registerAndSignIn(ctx.app),
      await registerAndSignIn(ctx.app),
    ];
    const result = await loadDemoOrganizationsAndJobs(
      ctx.app.db,
      sellers.map((s) => s.id),
    );
    expect(result).toEqual({ organizations: DEMO_ORGANIZATIONS.length, jobOffers: 3 });
    expect(DEMO_ORGANIZATIONS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_JOB_OFFERS.length).toBeGreaterThanOrEqual(8);

    const viewer = sellers[0]!.auth;
    const directory = (
      await ctx.app.inject({ url: '/api/v1/organizations', headers: viewer })
    ).json().data;
    expect(directory).toHaveLength(DEMO_ORGANIZATIONS.length);
    expect(directory).toContainEqual(
      expect.objectContaining({
        name: 'Cooperativa Lechera del Valle de Ubaté',
        department: 'Cundinamarca',
        municipality: 'Villa de San Diego de Ubaté',
      }),
    );
    for (const organization of directory) {
      expect(organization.phone ?? organization.whatsapp).toMatch(/^3100000\d{3}$/);
    }

    const board = (await ctx.app.inject({ url: '/api/v1/jobs', headers: viewer })).json().data;
    const today = bogotaIsoDate(Date.now());
    expect(board.map((o: { title: string }) => o.title).sort()).toEqual([
      'Jornaleros para siembra de papa',
      'Recolector de café, cosecha traviesa',
      'Vaquero de a caballo',
    ]);
    for (const offer of board) {
      expect(offer.status).toBe('open');
      expect(offer.starts_on >= today).toBe(true);
      expect(offer.pay).toBeGreaterThan(0);
    }
    const papa = board.find((o: { title: string }) => o.title.includes('papa'));
    expect(papa).toMatchObject({
      municipality: 'Ventaquemada',
      department: 'Boyacá',
      pay_period: 'dia',
      phone: sellers[0]!.phone,
      is_mine: true,
    });
  });
});
