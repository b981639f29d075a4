// The contacts feature's public face for other features (reviews need a contact first; My
// products shows how many buyers got in touch).

export {
  contactCounts,
  contactedListingsOf,
  hasContacted,
  recordContact,
} from './contacts.queries';
