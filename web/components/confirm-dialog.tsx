import { onDemandDialog } from './on-demand-dialog';
import type { ConfirmDialogProps } from './confirm-dialog-content';

/** A question before an action that cannot be undone; its code comes when it first opens. */
export const ConfirmDialog = onDemandDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog-content'),
  { isOpen: (props) => props.open, close: (props) => !props.pending && props.onOpenChange(false) },
);
