/** Spec §5: the email must be in a valid email format; the one-time code is a string (6 digits here). */
import * as v from 'valibot';

const EmailSchema = v.pipe(v.string(), v.email());
const OtpSchema = v.pipe(v.string(), v.regex(/^\d{6}$/));

export const isValidEmail = (email: string) => v.is(EmailSchema, email.trim());
export const isValidOtp = (otp: string) => v.is(OtpSchema, otp);
