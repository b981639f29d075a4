import { PendingScreen } from '../../app/pending-screen';

// Being built (issue 6).
export const OrganizationsPage = PendingScreen;
