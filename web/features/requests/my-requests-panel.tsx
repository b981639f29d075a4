import { Link } from '../../lib/router';
import { paths } from '../../lib/paths';
import { useMyRequests } from './api/get-my-requests';
import { MyRequestCard } from './request-card';
import { REQUESTS_PAGE_MESSAGES as m } from './request-format';
import { EmptyRequests, RequestList } from './request-list';

/** 'Mis pedidos': the person's requests with their state and how many answered. */
export function MyRequestsPanel() {
  const requests = useMyRequests();
  return (
    <RequestList
      requests={requests}
      label={m.mineTab}
      empty={
        <EmptyRequests title={m.mineEmpty} hint={m.mineEmptyHint}>
          <Link
            to={paths.newRequest}
            className="mt-4 inline-flex min-h-12 items-center font-semibold text-campo-800 underline"
          >
            {m.publish}
          </Link>
        </EmptyRequests>
      }
      renderRequest={(request) => <MyRequestCard request={request} />}
    />
  );
}
