import { Megaphone, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
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

const tabClass =
  'flex min-h-12 flex-1 items-center justify-center rounded-xl px-4 font-semibold text-tierra-700 ' +
  'transition-colors hover:text-campo-900 data-[state=active]:bg-white data-[state=active]:text-campo-900 ' +
  'data-[state=active]:shadow-sm';

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

      <Tabs.Root value={view} onValueChange={(next) => show(next as View)} className="mt-6">
        <Tabs.List
          aria-label={m.title}
          className="flex gap-1 rounded-2xl bg-tierra-100 p-1 sm:max-w-md"
        >
          <Tabs.Trigger value="cerca" className={tabClass}>
            {m.nearbyTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="mios" className={tabClass}>
            {m.mineTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="cerca" className="mt-5 focus:outline-none">
          <h2 className="mb-3 text-xl font-bold text-campo-900">{m.nearbyTitle}</h2>
          <NearbyRequestsPanel />
        </Tabs.Content>
        <Tabs.Content value="mios" className="mt-5 focus:outline-none">
          <MyRequestsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
