// The contacts feature's public face for other features (reviews need a contact first; My
// products shows how many buyers got in touch).

export type { ContactsService } from './contacts.service';
export { contactCounts, contactedListingsOf, hasContacted } from './contacts.queries';
