import { Megaphone, Plus } from 'lucide-react';
import { Link, useSearchParams } from '../../lib/router';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { PageTabs } from '../../components/page-tabs';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';
import { MyRequestsPanel } from './my-requests-panel';
import { NearbyRequestsPanel } from './nearby-requests-panel';
import { REQUESTS_PAGE_MESSAGES as m } from './request-format';

// Which list is shown lives in the address (?vista=mios), so the phone's back button and a
// notification's link land on the right one.
const VIEW_PARAM = 'vista';
type View = 'cerca' | 'mios';

const readView = (search: URLSearchParams): View =>
  search.get(VIEW_PARAM) === 'mios' ? 'mios' : 'cerca';

/** /pedidos: 'Pedidos cerca de ti' for sellers, the person's own requests, and 'Publicar pedido'. */
export function RequestsPage() {
  const [search, setSearch] = useSearchParams();
  const view = readView(search);

  const show = (next: View) => {
    // Each list keeps its own filters out of the other's address.
    setSearch(
      next === 'mios' ? new URLSearchParams({ [VIEW_PARAM]: 'mios' }) : new URLSearchParams(),
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle
          icon={<Megaphone aria-hidden="true" className="size-7" />}
          title={m.title}
          subtitle={m.intro}
        />
        <Link
          to={paths.newRequest}
          className={buttonClass(
            'accent',
            'min-h-14 w-full text-lg sm:w-auto sm:shrink-0 sm:whitespace-nowrap sm:px-6',
          )}
        >
          <Plus aria-hidden="true" className="size-6" />
          {m.publish}
        </Link>
      </div>

      <PageTabs
        label={m.title}
        value={view}
        onValueChange={show}
        tabs={[
          {
            value: 'cerca',
            label: m.nearbyTab,
            content: (
              <>
                <h2 className="mb-3 text-xl font-bold text-campo-900">{m.nearbyTitle}</h2>
                <NearbyRequestsPanel />
              </>
            ),
          },
          { value: 'mios', label: m.mineTab, content: <MyRequestsPanel /> },
        ]}
      />
    </div>
  );
}
