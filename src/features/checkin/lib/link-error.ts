/** The guest page's translation key of a link refusal (the function's English text, ../../../../supabase/functions/_shared/checkin-link.ts). */
import { LINK_MESSAGES } from '@shared/checkin-link';

const KEY_OF = new Map(Object.entries(LINK_MESSAGES).map(([key, message]) => [message as string, `link.${key}`]));

/** @returns e.g. 'link.expired', or 'link.unknown-error' (no such key: the caller's default shows) */
export const linkErrorKey = (error: Error) => KEY_OF.get(error.message) ?? 'link.unknown-error';
