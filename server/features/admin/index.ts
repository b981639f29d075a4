// The admin feature's public face for other features: the action log every admin change writes.

export { logAdminAction } from './admin-log.queries';
