/** Entry point served by the edge runtime (`supabase functions serve` / the local stack). */
import { serveFunction } from '../_shared/http.ts';
import { checkinSendLink } from './handler.ts';

Deno.serve(serveFunction('checkin-send-link', checkinSendLink));
