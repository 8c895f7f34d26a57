/** Spec §5: the email must be in a valid email format; the one-time code is a string. */
import * as z from 'zod/mini';

const EmailSchema = z.email();

export const isValidEmail = (email: string) => EmailSchema.safeParse(email.trim()).success;
export const OtpSchema = z.string().check(z.regex(/^\d{6}$/));
