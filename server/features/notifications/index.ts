// The notifications feature's public face for other features: the price refresh queues the
// moves of followed prices here, in its own transaction (decision 018); the worker of this
// feature writes and delivers them.

export {
  queuePriceMoves as queuePriceNotifications,
  type PriceMove,
} from './price-notifications.queries';

// A moderator's hiding of a listing is told to its seller (admin, in its own transaction).
export { notifyListingHidden } from './notifications.queries';

// Pedidos y cosechas (decision 026): request matches within the daily cap, what happens to a
// request, harvest or reservation, and a moderator's hiding of one; pushed by the service's
// deliverActivity after the caller's commit.
export {
  notifyActivity,
  notifyHiddenByModerator,
  recordRequestMatches,
} from './activity-notifications.queries';
export type { ActivityDelivery, NotificationsService } from './notifications.service';
