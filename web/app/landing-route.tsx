import { useLocation, useNavigate } from '../lib/router';
import { LandingPage } from '../features/landing/landing-page';

/**
 * The landing page as a route: its links navigate through the router. Arriving from the account
 * deletion (navigation state `accountDeleted`), it says the account is gone.
 */
export function LandingRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const accountDeleted =
    (location.state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
  return <LandingPage onNavigate={(to) => void navigate(to)} accountDeleted={accountDeleted} />;
}
