import { Navigate, Route, Routes } from '../../lib/router';
import { AdminRefusal, useAdminAccess } from './admin-access';
import { AdminDashboard } from './admin-dashboard';
import { adminPaths, adminRoutes } from './admin-paths';
import { LoadingState } from './admin-states';
import { ActionLogScreen } from './action-log-screen';
import { ModerationScreen } from './moderation/moderation-screen';
import { OrganizationsScreen } from './organizations/organizations-screen';
import { SipsaImportScreen } from './prices/sipsa-import-screen';
import { ReportsScreen } from './reports-screen';
import { SharedDocumentsScreen } from './shared-documents-screen';
import { StoreCreateScreen } from './stores/store-create-screen';
import { StoreEditScreen } from './stores/store-edit-screen';
import { StoresScreen } from './stores/stores-screen';

/** /admin/*: the admin screens, for admins only (the server also refuses everyone else). */
export function AdminPage() {
  const access = useAdminAccess();

  if (access === 'checking') {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12">
        <LoadingState label="Comprobando tu acceso…" />
      </div>
    );
  }
  if (access === 'refused') return <AdminRefusal />;

  return (
    <Routes>
      <Route index element={<AdminDashboard />} />
      <Route path={adminRoutes.stores} element={<StoresScreen />} />
      <Route path={adminRoutes.newStore} element={<StoreCreateScreen />} />
      <Route path={adminRoutes.store} element={<StoreEditScreen />} />
      <Route path={adminRoutes.organizations} element={<OrganizationsScreen />} />
      <Route path={adminRoutes.reports} element={<ReportsScreen />} />
      <Route path={adminRoutes.moderation} element={<ModerationScreen />} />
      <Route path={adminRoutes.actions} element={<ActionLogScreen />} />
      <Route path={adminRoutes.sharedDocuments} element={<SharedDocumentsScreen />} />
      <Route path={adminRoutes.prices} element={<SipsaImportScreen />} />
      <Route path="*" element={<Navigate to={adminPaths.home} replace />} />
    </Routes>
  );
}
