/**
 * The signed-in user's authenticator factors (Supabase Auth MFA `listFactors`: the verified TOTP factors,
 * read from the session's user, docs/product.md#two-step-sign-in).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { twoStepKeys } from './two-step-keys';

/** A verified authenticator: id, the name its owner gave it, when it was added (ISO date-time). */
export type Authenticator = { id: string; name: string; createdAt: string };

export async function fetchAuthenticators(): Promise<Authenticator[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.map((factor) => ({
    id: factor.id,
    name: factor.friendly_name ?? 'Authenticator app',
    createdAt: factor.created_at,
  }));
}

export const authenticatorsQueryOptions = () =>
  queryOptions({ queryKey: twoStepKeys.factors(), queryFn: fetchAuthenticators });

export const useAuthenticators = () => useQuery(authenticatorsQueryOptions());
