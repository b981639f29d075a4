import { useNavigate } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';

/** The landing page as a route: its links navigate through the router. */
export function LandingRoute() {
  const navigate = useNavigate();
  return <LandingPage onNavigate={(to) => void navigate(to)} />;
}
