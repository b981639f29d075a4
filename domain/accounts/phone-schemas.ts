import { z } from 'zod';
import { OTP, PHONE } from '../limits';
import { OTP_MESSAGES, PHONE_MESSAGES, TEN_DIGITS } from '../phone';

// The phone and code fields of sign-in and registration, checked the same way in the browser
// and on the server. Apart from domain/phone.ts so that screens that only show phones do not
// load zod.

export const phoneSchema = z
  .string({
    error: (issue) => (issue.input == null ? PHONE_MESSAGES.required : PHONE_MESSAGES.length),
  })
  .trim()
  .min(1, { error: PHONE_MESSAGES.required, abort: true })
  .regex(TEN_DIGITS, { error: PHONE_MESSAGES.length, abort: true });

export const mobilePhoneSchema = phoneSchema.startsWith(
  PHONE.mobilePrefix,
  PHONE_MESSAGES.notMobile,
);

export const otpCodeSchema = z
  .string({ error: OTP_MESSAGES.enterCode })
  .trim()
  .regex(/^\d*$/, { error: OTP_MESSAGES.numeric, abort: true })
  .min(OTP.codeLength, OTP_MESSAGES.enterCode)
  .max(OTP.codeLength, OTP_MESSAGES.numeric);
