/**
 * Starts adding an authenticator app: Supabase Auth MFA `enroll` of a TOTP factor, which answers its QR
 * code (an SVG data URL), secret and otpauth URI; the factor counts once a code verifies it
 * (verify-code.ts). Unverified factors expire after 5 minutes.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = 'Hotel Guest Registry';

export const enrollInputSchema = z.object({
  name: z.string().trim().min(1, 'Name this authenticator, e.g. “Phone”.').max(60, 'Use at most 60 characters.'),
});
export type EnrollInput = z.infer<typeof enrollInputSchema>;

/** A factor waiting for its first code: show `qrCode` (an image URL) and `secret` for manual entry. */
export type PendingAuthenticator = { factorId: string; qrCode: string; secret: string; uri: string };

export async function enrollAuthenticator(input: EnrollInput): Promise<PendingAuthenticator> {
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: input.name.trim(),
    issuer: TOTP_ISSUER,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

export const useEnrollAuthenticator = () => useMutation({ mutationFn: enrollAuthenticator });
