import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

/** Demo request (docs/product.md#validation "Demo form: email required, message optional"). */
export const contactMessageInputSchema = z.object({
  email: z.email('Please enter a valid email address.'),
  message: z.string().trim().max(2000, 'Please keep the message under 2000 characters.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/**
 * Saves a demo request to `contact_messages` with the anon key. No `.select()` after the insert:
 * the anon role may insert but not read (RLS), and `return=representation` would need a read.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { error } = await supabase
    .from('contact_messages')
    .insert({ email: input.email, message: input.message || null });
  if (error) throw error;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
