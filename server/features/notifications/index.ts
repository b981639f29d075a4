// The notifications feature's public face for other features: the price refresh queues the
// moves of followed prices here, in its own transaction (decision 018); the worker of this
// feature writes and delivers them.

export {
  queuePriceMoves as queuePriceNotifications,
  type PriceMove,
} from './price-notifications.queries';

// A moderator's hiding of a listing is told to its seller (admin, in its own transaction).
export { notifyListingHidden } from './notifications.queries';
