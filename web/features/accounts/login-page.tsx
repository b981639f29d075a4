import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { LOGIN_MESSAGES, otpRequestSchema } from '../../../domain/accounts/login';
import type { OtpChannel } from '../../../domain/accounts/login';
import { OTP } from '../../../domain/limits';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { requestCode } from './api/request-code';
import type { CodeChallenge } from './api/request-code';
import { verifyCode } from './api/verify-code';
import { AccountFrame, BackToLanding } from './login-frame';
import { CHANNEL_NAMES, LoginPhoneStep } from './login-phone-step';
import { startSession } from './login-session';
import { readAccountState } from './login-state';
import type { AccountNavigationState } from './login-state';
import { OtpCodeStep } from './otp-code-step';
import { useResendCountdown } from './otp-resend-countdown';

type Step = 'phone' | 'code';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

function phoneErrorOf(phone: string): string | undefined {
  const result = otpRequestSchema.safeParse({ phone });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** /auth: the phone step, then the code step (docs/product.md §2 "Login"). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // What the previous screen handed over, read once: the state is cleared after the auto-send.
  const [arrival] = useState(() => readAccountState(location.state, location.search));
  const sendOnArrival = arrival.startAt === 'verify' && arrival.prefillPhone !== undefined;

  const [step, setStep] = useState<Step>(sendOnArrival ? 'code' : 'phone');
  const [phone, setPhone] = useState(arrival.prefillPhone ?? '');
  const [phoneAttempted, setPhoneAttempted] = useState(false);
  const [channel, setChannel] = useState<OtpChannel>('whatsapp');
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null);
  const [sending, setSending] = useState(sendOnArrival);
  const [verifying, setVerifying] = useState(false);
  const [noAccount, setNoAccount] = useState(false);
  const countdown = useResendCountdown();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const autoSent = useRef(false);

  const phoneError = phoneAttempted ? phoneErrorOf(phone) : undefined;

  const goTo = (next: Step) => {
    flushSync(() => setStep(next));
    (next === 'code' ? codeRef : phoneRef).current?.focus();
  };

  async function send(target: string, via: OtpChannel, { resend = false } = {}) {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      // The number just registered: its code also creates the account.
      const registration = target === arrival.prefillPhone ? arrival.registration : undefined;
      const next = await requestCode(target, via, { registration });
      setChallenge(next);
      setChannel(next.channel);
      countdown.start(next.resendAfter ?? OTP.resendCooldownSeconds);
      setSending(false);
      if (step !== 'code') goTo('code');
      if (next.noNewCode) toast.info(next.noNewCode);
      else if (resend)
        toast.success(`Te enviamos un código nuevo por ${CHANNEL_NAMES[next.channel]}.`);
    } catch (error) {
      setSending(false);
      toast.error(messageOf(error, LOGIN_MESSAGES.sendFailed));
      if (error instanceof ApiError && error.status === 404) {
        setNoAccount(true);
        if (step !== 'phone') goTo('phone');
      }
    } finally {
      busy.current = false;
    }
  }

  const sendFromRegistration = useEffectEvent(() => {
    void send(arrival.prefillPhone ?? '', 'whatsapp');
    // A reload of this page must not send another code.
    const state: AccountNavigationState = {
      prefillPhone: arrival.prefillPhone,
      source: arrival.source,
      registration: arrival.registration,
      returnTo: arrival.returnTo,
    };
    void navigate(location.pathname, { replace: true, state });
  });

  useEffect(() => {
    // The ref keeps React StrictMode's second effect run from sending a second code.
    if (!sendOnArrival || autoSent.current) return;
    autoSent.current = true;
    sendFromRegistration();
  }, [sendOnArrival]);

  const submitPhone = () => {
    setPhoneAttempted(true);
    if (phoneErrorOf(phone)) {
      phoneRef.current?.focus();
      return;
    }
    // Back to the number that already has a live code ('Cambiar número' and back): the code
    // step of that code, not a new one the 60 s wait would refuse.
    if (challenge?.phone === phone && challenge.expiresAt > Date.now()) {
      goTo('code');
      return;
    }
    void send(phone, channel);
  };

  async function verify(code: string): Promise<boolean> {
    if (!challenge || busy.current) return false;
    busy.current = true;
    setVerifying(true);
    try {
      const { token } = await verifyCode(challenge.id, code);
      await startSession(token, challenge.phone);
      toast.dismiss(); // an earlier "wrong code" must not follow the person home
      void navigate(arrival.returnTo ?? paths.home, { replace: true });
      return true;
    } catch (error) {
      toast.error(messageOf(error, LOGIN_MESSAGES.verifyFailed));
      setVerifying(false);
      return false;
    } finally {
      busy.current = false;
    }
  }

  // The live code and its resend wait are kept: going back to the same number returns to them.
  const changeNumber = () => goTo('phone');

  return (
    <AccountFrame back={step === 'phone' ? <BackToLanding /> : null}>
      {step === 'phone' ? (
        <LoginPhoneStep
          phone={phone}
          onPhoneChange={(value) => {
            setPhone(value);
            setNoAccount(false);
          }}
          phoneError={phoneError}
          phoneRef={phoneRef}
          channel={channel}
          onChannelChange={setChannel}
          sending={sending}
          noAccount={noAccount}
          onSubmit={submitPhone}
        />
      ) : (
        <OtpCodeStep
          phone={challenge?.phone ?? phone}
          channel={channel}
          sending={sending}
          sent={challenge !== null}
          verifying={verifying}
          resendIn={countdown.seconds}
          justRegistered={arrival.source === 'register'}
          codeRef={codeRef}
          autoFocus={sendOnArrival}
          onVerify={verify}
          onResend={(via) => void send(challenge?.phone ?? phone, via, { resend: true })}
          onChangeNumber={changeNumber}
        />
      )}
    </AccountFrame>
  );
}
