/**
 * Checks a code from an authenticator app: Supabase Auth MFA `challenge` + `verify` of one factor. The
 * session becomes aal2 (supabase-js stores the new tokens and emits MFA_CHALLENGE_VERIFIED), and a new
 * factor becomes verified. Used by the sign-in's second step and by enrolment.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { supabase } from '@/lib/supabase';
import { twoStepKeys } from './two-step-keys';

/**
 * Six digits; spaces are allowed (apps show "123 456") and dropped before sending. valibot, not zod:
 * /login's code step loads it at start-up (docs/architecture.md#performance).
 */
export const codeInputSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\s*(\d\s*){6}$/, 'Enter the 6-digit code from your authenticator app.')),
});
export type CodeInput = v.InferOutput<typeof codeInputSchema>;

export async function verifyCode(factorId: string, input: CodeInput): Promise<void> {
  const code = v.parse(codeInputSchema, input).code.replace(/\s+/g, '');
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, input }: { factorId: string; input: CodeInput }) => verifyCode(factorId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.factors() }),
  });
}
