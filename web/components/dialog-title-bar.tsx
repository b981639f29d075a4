import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { dialogTitleClass } from './dialog-styles';

/** A form dialog's title with its 'Cerrar' button (a full tap target) in the corner. */
export function DialogTitleBar({ title, className = '' }: { title: string; className?: string }) {
  return (
    <div className={`flex items-start justify-between gap-3 ${className}`}>
      <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
      <Dialog.Close
        aria-label="Cerrar"
        className="-mr-3 -mt-3 flex size-tap shrink-0 items-center justify-center rounded-xl text-tierra-700 hover:bg-tierra-100"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}
