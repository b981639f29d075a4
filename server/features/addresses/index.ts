// The addresses feature's public face for other features.

export { COLOMBIA } from './addresses.queries';
export { listAddresses } from './addresses.queries';
export { AddressesService } from './addresses.service';
