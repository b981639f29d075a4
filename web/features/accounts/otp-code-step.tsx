import { CircleCheck, LoaderCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, Ref } from 'react';
import type { OtpChannel } from '../../../domain/accounts/login';
import { otpVerifySchema } from '../../../domain/accounts/login';
import { REGISTRATION_MESSAGES } from '../../../domain/accounts/registration';
import { OTP } from '../../../domain/limits';
import { maskPhone, otpCodeFieldValue } from '../../../domain/phone';
import { buttonClass } from '../../components/button-styles';
import { CHANNEL_NAMES } from './login-phone-step';
import { labelClass } from '../../components/field-styles';
import { fieldAria } from '../../components/form-field';
import { bareInputClass, FieldHint } from './register-field';

type OtpCodeStepProps = {
  phone: string;
  channel: OtpChannel;
  /** A code is on its way (first send or a resend). */
  sending: boolean;
  /** The server accepted a send: there is a code to verify. */
  sent: boolean;
  verifying: boolean;
  /** Seconds until 'Reenviar código' is offered. */
  resendIn: number;
  /** The account was just created (coming from the registration form). */
  justRegistered: boolean;
  codeRef: Ref<HTMLInputElement>;
  /** Put the cursor in the code input as soon as the step shows (arrival from registration). */
  autoFocus?: boolean;
  /** Resolves false when the code was refused, so it can be typed again. */
  onVerify: (code: string) => Promise<boolean>;
  onResend: (channel: OtpChannel) => void;
  onChangeNumber: () => void;
};

const CODE_ID = 'login-code';

export function OtpCodeStep({
  phone,
  channel,
  sending,
  sent,
  verifying,
  resendIn,
  justRegistered,
  codeRef,
  autoFocus = false,
  onVerify,
  onResend,
  onChangeNumber,
}: OtpCodeStepProps) {
  const [code, setCode] = useState('');
  const complete = otpVerifySchema.safeParse({ pin: code }).success;
  const canVerify = complete && sent && !verifying;

  const verify = async (value: string) => {
    const accepted = await onVerify(value);
    if (!accepted) {
      const input = document.getElementById(CODE_ID) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canVerify) void verify(code);
  };

  const change = (raw: string) => {
    const next = otpCodeFieldValue(raw);
    setCode(next);
    // A pasted or autofilled code (several digits at once) is sent right away; typed digits
    // wait for 'Entrar', so nobody is signed in by surprise.
    const pasted = next.length - code.length > 1;
    if (pasted && sent && !verifying && otpVerifySchema.safeParse({ pin: next }).success) {
      void verify(next);
    }
  };

  const resend = (nextChannel: OtpChannel) => {
    setCode('');
    onResend(nextChannel);
  };

  const otherChannel: OtpChannel = channel === 'whatsapp' ? 'sms' : 'whatsapp';
  const masked = maskPhone(phone);
  const hint = `Son ${OTP.codeLength} números. Llegan en un mensaje de ${CHANNEL_NAMES[channel]}.`;

  return (
    <>
      {justRegistered && (
        <p
          role="status"
          className="mb-5 flex items-start gap-2.5 rounded-2xl bg-campo-50 px-4 py-3 font-medium text-campo-900 ring-1 ring-campo-200"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-700" />
          {REGISTRATION_MESSAGES.registered}
        </p>
      )}

      <h1 className="text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
        Escribe el código
      </h1>
      <p className="mt-1.5 text-tierra-700">
        {sent || sending ? 'Enviamos un código al ' : 'Vamos a enviar un código al '}
        <strong className="whitespace-nowrap font-bold text-tierra-900">{masked}</strong>
        {` por ${CHANNEL_NAMES[channel]}.`}
      </p>
      <button
        type="button"
        onClick={onChangeNumber}
        className="mt-1 inline-flex min-h-tap items-center gap-1.5 rounded-xl px-2 -ml-2 font-semibold text-campo-800 underline underline-offset-4 hover:bg-campo-50"
      >
        <Pencil aria-hidden="true" className="size-4" />
        Cambiar número
      </button>

      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5" aria-busy={verifying}>
        <div>
          <label htmlFor={CODE_ID} className={labelClass}>
            Código de {OTP.codeLength} dígitos
          </label>
          <input
            {...fieldAria(CODE_ID, { hint })}
            ref={codeRef}
            autoFocus={autoFocus}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            name="one-time-code"
            placeholder={'•'.repeat(OTP.codeLength)}
            value={code}
            onChange={(event) => change(event.target.value)}
            className={`${bareInputClass} mt-1.5 min-h-16 px-3.5 py-2 text-center indent-[0.6em] text-3xl font-bold tracking-[0.6em] placeholder:text-tierra-300`}
          />
          <FieldHint id={CODE_ID} hint={hint} />
        </div>

        <button
          type="submit"
          disabled={!canVerify}
          className={buttonClass('primary', 'min-h-13 w-full text-lg')}
        >
          {verifying && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {verifying ? 'Verificando…' : 'Entrar'}
        </button>
      </form>

      <div className="mt-6 border-t border-tierra-100 pt-5 text-center">
        <p className="text-tierra-700">¿No te llegó el código?</p>
        {sending ? (
          <p
            role="status"
            className="mt-2 inline-flex min-h-tap items-center gap-2 font-semibold text-tierra-700"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Enviando código…
          </p>
        ) : resendIn > 0 ? (
          <button
            type="button"
            disabled
            className="mt-2 inline-flex min-h-tap cursor-not-allowed items-center justify-center rounded-xl px-5 font-semibold tabular-figures text-tierra-700"
          >
            {`Reenviar en ${resendIn}s`}
          </button>
        ) : (
          <div className="mt-2 flex flex-col items-stretch gap-1">
            <button
              type="button"
              onClick={() => resend(channel)}
              className={buttonClass('secondary')}
            >
              Reenviar código
            </button>
            <button
              type="button"
              onClick={() => resend(otherChannel)}
              className={buttonClass('ghost')}
            >
              Enviar por {CHANNEL_NAMES[otherChannel]}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
