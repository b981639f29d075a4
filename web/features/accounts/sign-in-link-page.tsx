import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { LOGIN_MESSAGES } from '../../../domain/accounts/login';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { signInWithLink } from './api/sign-in-with-link';
import { AccountFrame, BackToLanding } from './login-frame';
import { startSession } from './login-session';

// /entrar/{token}: the link of a code message (decision 011, "The sign-in link"). Opening the
// page signs nobody in (WhatsApp and SMS apps fetch links for their previews); the button posts
// the token, which signs in like the right code and remembers this device.

export function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  async function enter() {
    if (busy.current) return;
    busy.current = true;
    setEntering(true);
    setRefusal(null);
    try {
      const signedIn = await signInWithLink(token);
      await startSession(signedIn.access_token, signedIn.user.phone);
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : LOGIN_MESSAGES.verifyFailed);
      setEntering(false);
    } finally {
      busy.current = false;
    }
  }

  return (
    <AccountFrame back={<BackToLanding />}>
      <h1 className="text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
        Entrar con tu enlace
      </h1>
      <p className="mt-1.5 text-tierra-700">
        Toca el botón para entrar a tu cuenta. El enlace sirve una sola vez y vence a los 10
        minutos.
      </p>
      <button
        type="button"
        onClick={() => void enter()}
        disabled={entering}
        aria-busy={entering}
        className={buttonClass('primary', 'mt-6 w-full py-3 text-lg')}
      >
        {entering && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        Entrar
      </button>
      {refusal && (
        <div role="alert" className="mt-5 rounded-2xl bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{refusal}</p>
          <Link to={paths.login} className={buttonClass('secondary', 'mt-3 w-full text-center')}>
            Pedir un código nuevo
          </Link>
        </div>
      )}
    </AccountFrame>
  );
}
