// The harvests feature's public face for other features: a person's kept word (answers to a
// buy request show the seller's; the public storefront too) and a seller's open harvests for
// their storefront.

export { keptWords, publicHarvestsOf } from './harvests.queries';
