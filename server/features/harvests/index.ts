// The harvests feature's public face for other features: a person's kept word (answers to a
// buy request show the seller's).

export { keptWords } from './harvests.queries';
