import { LoaderCircle } from 'lucide-react';
import { buttonClass } from './button-styles';

type MoreButtonProps = {
  hasMore: boolean;
  loading: boolean;
  /** The last 'Ver más' failed: say so above the button (the admin lists show it elsewhere). */
  failed?: boolean;
  failedMessage?: string;
  onMore: () => void;
};

/** 'Ver más' under a paged list while the server has more pages (web/lib/paged-lists.ts). */
export function MoreButton({
  hasMore,
  loading,
  failed = false,
  failedMessage,
  onMore,
}: MoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {failed && failedMessage && !loading && (
        <p role="alert" className="font-semibold text-red-800">
          {failedMessage}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-12 w-full sm:w-auto sm:min-w-60')}
        disabled={loading}
        onClick={onMore}
      >
        {loading && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {loading ? 'Cargando…' : 'Ver más'}
      </button>
    </div>
  );
}
