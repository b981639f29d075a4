// The addresses feature's public face for other features.

export { COLOMBIA } from './addresses.queries';
