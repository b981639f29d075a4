import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from '../lib/router';
import { buttonClass } from './button-styles';

type BackButtonProps = {
  /** Where to go when the screen was opened directly (no earlier page in this tab). */
  fallback: string;
  label?: string;
};

/** Goes back one page, like the phone's back button, or to `fallback` on a fresh tab. */
export function BackButton({ fallback, label = 'Atrás' }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  };

  return (
    <button type="button" onClick={goBack} className={buttonClass('ghost', '-ml-3 px-3')}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
