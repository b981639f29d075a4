import { onDemandDialog } from './on-demand-dialog';
import type { LogoutDialogProps } from './logout-dialog-content';

/** '¿Cerrar sesión?'; its code comes when it first opens. */
export const LogoutDialog = onDemandDialog<LogoutDialogProps>(
  () => import('./logout-dialog-content'),
  { isOpen: (props) => props.open, close: (props) => props.onOpenChange(false) },
);
