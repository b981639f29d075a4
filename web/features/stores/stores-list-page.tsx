import { PendingScreen } from '../../app/pending-screen';

// Being built (issue 6).
export const SuppliesPage = PendingScreen;
export const StoresPage = PendingScreen;
