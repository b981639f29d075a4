import { LoaderCircle, MessageCircle, MessageSquareText } from 'lucide-react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from '../../lib/router';
import type { OtpChannel } from '../../../domain/accounts/login';
import { maskPhone } from '../../../domain/phone';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import type { AccountNavigationState } from './login-state';
import { PhoneField } from './phone-field';
import { ChoiceCard } from '../../components/choice-card';

const CHANNELS: { value: OtpChannel; title: string; description: string; icon: ReactNode }[] = [
  {
    value: 'whatsapp',
    title: 'WhatsApp',
    description: 'Llega a tu WhatsApp (usa datos o wifi)',
    icon: <MessageCircle className="size-5" />,
  },
  {
    value: 'sms',
    title: 'SMS',
    description: 'Mensaje de texto, sin internet',
    icon: <MessageSquareText className="size-5" />,
  },
];

export const CHANNEL_NAMES: Record<OtpChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

type LoginPhoneStepProps = {
  phone: string;
  onPhoneChange: (phone: string) => void;
  phoneError?: string;
  phoneRef: Ref<HTMLInputElement>;
  channel: OtpChannel;
  onChannelChange: (channel: OtpChannel) => void;
  sending: boolean;
  /** The number has no account (POST /auth answered 404): offer to register with it. */
  noAccount: boolean;
  onSubmit: () => void;
};

export function LoginPhoneStep({
  phone,
  onPhoneChange,
  phoneError,
  phoneRef,
  channel,
  onChannelChange,
  sending,
  noAccount,
  onSubmit,
}: LoginPhoneStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const registerState: AccountNavigationState = { prefillPhone: phone || undefined };

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
        Iniciar sesión
      </h1>
      <p className="mt-1.5 text-tierra-700">
        Escribe tu número de celular y te enviaremos un código para entrar.
      </p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6" aria-busy={sending}>
        <PhoneField
          id="login-phone"
          value={phone}
          onChange={onPhoneChange}
          error={phoneError}
          inputRef={phoneRef}
        />

        <fieldset>
          <legend className="font-semibold text-tierra-900">
            ¿Cómo quieres recibir el código?
          </legend>
          <div className="mt-1.5 grid gap-3">
            {CHANNELS.map((option) => (
              <ChoiceCard
                key={option.value}
                name="type"
                value={option.value}
                checked={channel === option.value}
                onChange={(value) => onChannelChange(value === 'sms' ? 'sms' : 'whatsapp')}
                title={option.title}
                description={option.description}
                icon={option.icon}
              />
            ))}
          </div>
        </fieldset>

        {noAccount && (
          <div
            role="status"
            className="rounded-2xl border-2 border-maiz-300 bg-maiz-50 px-4 py-4 text-tierra-900"
          >
            <p className="font-semibold">
              ¿Eres nuevo? Crea tu cuenta con el número {maskPhone(phone)}.
            </p>
            <Link
              to={paths.register}
              state={registerState}
              className={buttonClass('accent', 'mt-3 w-full')}
            >
              Registrarme ahora
            </Link>
          </div>
        )}

        <button
          type="submit"
          disabled={sending}
          className={buttonClass('primary', 'min-h-13 w-full text-lg')}
        >
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? 'Enviando código…' : 'Enviar código'}
        </button>
      </form>

      {!noAccount && (
        <p className="mt-5 text-center text-tierra-700">
          ¿Aún no tienes cuenta?{' '}
          <Link
            to={paths.register}
            state={registerState}
            className="inline-flex min-h-tap items-center rounded-lg px-1 font-bold text-campo-800 underline underline-offset-4"
          >
            Registrarme ahora
          </Link>
        </p>
      )}
    </>
  );
}
