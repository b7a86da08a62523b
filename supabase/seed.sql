-- Demo data for local development and tests (`supabase db reset` / the local stack's first start).
-- Plans are reference data and come from the plans migration. Logins (also listed in README.md):
--   admin@guestregistry.app / Admin-Passw0rd!   platform admin (username `admin` on /admin-login), then the
--                                               two-step code of TOTP secret HOTELGUESTREGISTRYLOCALADMINTOTP
--   demo@guestregistry.app  / demo-pass-2026    staff of "Seaside Demo Villa" (Pro), pre-filled on /login
--   lodge@guestregistry.app / lodge-pass-2026   staff of "Mountain Lodge" (Starter)
-- Users are written the way GoTrue writes them (bcrypt hash, confirmed email, an `email` identity,
-- empty-string tokens: GoTrue cannot scan NULL tokens), so they sign in through /auth/v1/token.
-- Guest dates are relative to today, so there are always past and current stays.

insert into public.platform_admins (email) values ('admin@guestregistry.app') on conflict do nothing;

with seed_user (id, email, password) as (
  values
    ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@guestregistry.app', 'Admin-Passw0rd!'),
    ('a0000000-0000-4000-8000-000000000002'::uuid, 'demo@guestregistry.app', 'demo-pass-2026'),
    ('a0000000-0000-4000-8000-000000000003'::uuid, 'lodge@guestregistry.app', 'lodge-pass-2026')
), new_user as (
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    is_sso_user, is_anonymous)
  select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
         extensions.crypt(password, extensions.gen_salt('bf', 10)), now(),
         '{"provider": "email", "providers": ["email"]}',
         jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true, 'phone_verified', false),
         now(), now(), '', '', '', '', '', '', '', '', false, false
  from seed_user
  returning id, email
)
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select id::text, id,
       jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from new_user;

-- The platform admin signs in with two steps (docs/product.md#two-step-sign-in), so the seeded admin has
-- a verified authenticator factor whose secret is public: `npm run dev` prints it and `npm run totp`
-- shows its current code. This file is for local stacks only (`supabase db reset`, the Docker-free
-- stack); it is never pushed to a hosted project, whose admin enrols their own authenticator.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values ('a0000000-0000-4000-8000-0000000000f1', 'a0000000-0000-4000-8000-000000000001', 'Local dev authenticator',
        'totp', 'verified', now(), now(), 'HOTELGUESTREGISTRYLOCALADMINTOTP');

-- Hotels; the subscriptions trigger starts both on Starter, and the demo villa is moved to Pro.
insert into public.hotels (id, name, address, form_fields, owner_id) values
  ('b0000000-0000-4000-8000-000000000001', 'Seaside Demo Villa', '12 Ocean Drive, Unawatuna, Sri Lanka',
   '{"travelAgentName": true, "chauffeurName": true, "chauffeurContact": true}',
   'a0000000-0000-4000-8000-000000000002'),
  ('b0000000-0000-4000-8000-000000000002', 'Mountain Lodge', '4 Pine Ridge Road, Ella, Sri Lanka',
   '{"travelAgentName": false, "chauffeurName": false, "chauffeurContact": false}',
   'a0000000-0000-4000-8000-000000000003');
update public.subscriptions set plan_id = 'pro' where hotel_id = 'b0000000-0000-4000-8000-000000000001';

insert into public.hotel_members (user_id, hotel_id, email, role) values
  ('a0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 'demo@guestregistry.app', 'owner'),
  ('a0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000002', 'lodge@guestregistry.app', 'owner');

-- 30 guests: arrival offset (days from today), nights (null = open stay), checked out yet?
with stay (hotel, first_name, last_name, passport_number, nationality, agent, email, phone,
           arrival, nights, room, chauffeur, chauffeur_contact, checked_out) as (
  values
    (1, 'Emma', 'Johansson', 'SE8834127', 'Swedish', 'Nordic Sun Travel', 'emma.johansson@example.se', '+46 70 412 3381', -58, 7, '101', 'Sunil Perera', '+94 77 123 4567', true),
    (1, 'Lukas', 'Schneider', 'C4F7K2P91', 'German', 'TUI Deutschland', 'lukas.schneider@example.de', '+49 151 2234 8812', -52, 5, '204', null, null, true),
    (1, 'Priya', 'Raman', 'N4471823', 'Indian', null, 'priya.raman@example.in', '+91 98450 11223', -47, 3, '102', 'Sunil Perera', '+94 77 123 4567', true),
    (1, 'Oliver', 'Bennett', '533380184', 'British', 'Kuoni', 'oliver.bennett@example.co.uk', '+44 7700 900123', -44, 10, 'Garden Suite', null, null, true),
    (1, 'Sofia', 'Rossi', 'YA1234567', 'Italian', 'Alpitour', 'sofia.rossi@example.it', '+39 347 555 0192', -40, 6, '203', 'Kamal Silva', '+94 71 987 6543', true),
    (1, 'Hiroshi', 'Tanaka', 'TK7781234', 'Japanese', 'JTB', 'h.tanaka@example.jp', '+81 90 1234 5678', -36, 4, '105', null, null, true),
    (1, 'Chloé', 'Martin', '19AB23456', 'French', 'Voyageurs du Monde', 'chloe.martin@example.fr', '+33 6 12 34 56 78', -33, 8, '201', 'Kamal Silva', '+94 71 987 6543', true),
    (1, 'Jack', 'Thompson', 'PA9912345', 'Australian', 'Flight Centre', 'jack.thompson@example.com.au', '+61 412 345 678', -29, 5, '104', null, null, true),
    (1, 'Anna', 'Kowalska', 'EK4412098', 'Polish', null, 'anna.kowalska@example.pl', '+48 601 234 567', -25, 3, '202', null, null, true),
    (1, 'Mateo', 'García', 'PAB123456', 'Spanish', 'Viajes El Corte Inglés', 'mateo.garcia@example.es', '+34 612 345 678', -21, 7, 'Garden Suite', 'Sunil Perera', '+94 77 123 4567', true),
    (1, 'Noah', 'Williams', '567123890', 'American', 'Expedia', 'noah.williams@example.com', '+1 415 555 0134', -17, 4, '103', null, null, true),
    (1, 'Mia', 'de Vries', 'NX12AB345', 'Dutch', 'Sunweb', 'mia.devries@example.nl', '+31 6 1234 5678', -14, 6, '205', 'Kamal Silva', '+94 71 987 6543', true),
    (1, 'Aarav', 'Shah', 'P7712345', 'Indian', null, 'aarav.shah@example.in', '+91 99200 33445', -11, 2, '101', null, null, true),
    (1, 'Isabella', 'Costa', 'FZ123456', 'Brazilian', 'CVC Viagens', 'isabella.costa@example.com.br', '+55 11 91234 5678', -9, 4, '204', null, null, true),
    (1, 'Liam', 'O''Connor', 'PE1234567', 'Irish', null, 'liam.oconnor@example.ie', '+353 87 123 4567', -7, 3, '102', 'Sunil Perera', '+94 77 123 4567', true),
    (1, 'Yuna', 'Kim', 'M12345678', 'South Korean', 'Hana Tour', 'yuna.kim@example.kr', '+82 10 1234 5678', -5, 9, '203', null, null, false),
    (1, 'Ethan', 'Müller', 'CH1234567', 'Swiss', 'Hotelplan', 'ethan.mueller@example.ch', '+41 79 123 45 67', -4, 7, 'Garden Suite', 'Kamal Silva', '+94 71 987 6543', false),
    (1, 'Amelia', 'Clarke', '548812345', 'British', 'Kuoni', 'amelia.clarke@example.co.uk', '+44 7700 900456', -3, 5, '105', null, null, false),
    (1, 'Mohammed', 'Al Farsi', 'A01234567', 'Omani', null, null, '+968 9123 4567', -2, 4, '201', 'Sunil Perera', '+94 77 123 4567', false),
    (1, 'Olga', 'Ivanova', '721234567', 'Russian', 'Pegas Touristik', 'olga.ivanova@example.ru', '+7 916 123 4567', -1, null, '104', null, null, false),
    (1, 'Lucas', 'Dubois', '20CD45678', 'Belgian', null, 'lucas.dubois@example.be', null, -1, 6, '202', null, null, false),
    (1, 'Zara', 'Hussain', 'BK1234567', 'Pakistani', null, 'zara.hussain@example.pk', '+92 300 1234567', 0, 3, '103', 'Kamal Silva', '+94 71 987 6543', false),
    (1, 'William', 'Anderson', 'LA1234567', 'Canadian', 'Air Canada Vacations', 'will.anderson@example.ca', '+1 604 555 0199', 0, null, '205', null, null, false),
    (1, 'Freya', 'Nielsen', '212345678', 'Danish', 'Spies', 'freya.nielsen@example.dk', '+45 20 12 34 56', 0, 5, '101', null, null, false),
    (2, 'Daniel', 'Fischer', 'C01X00T47', 'Austrian', null, 'daniel.fischer@example.at', '+43 664 1234567', -30, 3, 'Cabin 2', null, null, true),
    (2, 'Grace', 'Lee', 'E12345678', 'Singaporean', null, 'grace.lee@example.sg', '+65 9123 4567', -19, 2, 'Cabin 1', null, null, true),
    (2, 'Tom', 'Hughes', '539912345', 'British', null, 'tom.hughes@example.co.uk', '+44 7700 900789', -8, 4, 'Loft', null, null, true),
    (2, 'Lena', 'Weber', 'C5J8LM2N1', 'German', null, 'lena.weber@example.de', '+49 160 9988776', -2, 5, 'Cabin 3', null, null, false),
    (2, 'Ravi', 'Fernando', 'N8812345', 'Sri Lankan', null, null, '+94 76 555 1212', -1, 2, 'Cabin 1', null, null, false),
    (2, 'Camille', 'Bernard', '21EF67890', 'French', null, 'camille.bernard@example.fr', '+33 7 98 76 54 32', 0, null, 'Loft', null, null, false)
)
insert into public.guests (
  hotel_id, first_name, last_name, passport_number, nationality, travel_agent_name, email, phone,
  check_in, check_out, room, chauffeur_name, chauffeur_contact, registered_at, checked_out_at, created_from)
select
  ('b0000000-0000-4000-8000-00000000000' || hotel)::uuid,
  first_name, last_name, passport_number, nationality, agent, email, phone,
  current_date + arrival,
  current_date + arrival + nights,
  room, chauffeur, chauffeur_contact,
  least(now(), (current_date + arrival) + time '14:20' + make_interval(mins => (ascii(last_name) % 50))),
  case when checked_out then (current_date + arrival + nights) + time '10:45' + make_interval(mins => (ascii(first_name) % 40)) end,
  'seed'
from stay;
