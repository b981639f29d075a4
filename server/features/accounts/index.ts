// The accounts feature's public face for other features.

export { createUser, findUserIdByPhone } from './accounts.queries';
