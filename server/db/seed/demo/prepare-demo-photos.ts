import { DEMO_SELLERS } from './demo-people';
import { preparePhotos } from './demo-photos';
import { marketplaceDrawings, planDemo } from './load-demo';
import { allStoreDrawings, storeDrawings } from './load-demo-stores';

/**
 * Build time (scripts/build.mjs): prepares in `dir` the photos of the whole demo, marketplace
 * and stores, so the first start only copies them. Photos already there are kept.
 */
export async function prepareDemoPhotos(
  dir: string,
  log?: (line: string) => void,
): Promise<{ drawn: number; kept: number }> {
  // The plan's dates follow the clock, its pictures do not: any moment gives the same photos.
  const plan = planDemo(DEMO_SELLERS.length, Date.now());
  return preparePhotos(
    [...marketplaceDrawings(plan).values(), ...allStoreDrawings(storeDrawings())],
    dir,
    log,
  );
}
