-- Idempotency keys bound to their payload (docs/product.md#server-calls): add-guest stores a SHA-256
-- fingerprint of the submitted guest with the key, so a retry with the same key but different data is
-- answered 409 (aborted) instead of silently returning the first guest. Rows from before have none.

alter table public.guests add column idempotency_fingerprint text
  constraint guests_idempotency_fingerprint_format check (idempotency_fingerprint ~ '^[0-9a-f]{64}$');
comment on column public.guests.idempotency_fingerprint is
  'SHA-256 (hex) of the add-guest payload stored with idempotency_key; null for rows without one.';
grant insert (idempotency_fingerprint) on table public.guests to authenticated;
