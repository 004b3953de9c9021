-- Customer reviews (behaviour §3 "Review (table avis)", §7 calls 1–4) with server-enforced moderation.
--
-- Applies unchanged to a hosted Supabase project (`supabase db push`): it relies on the roles
-- Supabase already has (anon, authenticated, service_role) and creates none. The local stack
-- creates those roles first in packages/local-stack/sql/bootstrap.sql.
--
-- Security model (guides/security-privacy.md 1–7):
--   * RLS on; every grant revoked, then anon may only SELECT and INSERT; service_role has all.
--   * anon reads approved rows only.
--   * Any insert by a role subject to RLS (anon, authenticated, …) is stored with approuve = false and
--     the server's clock as date_creation, whatever the client sent (the site sends approuve: true,
--     behaviour §7.4): a BEFORE INSERT trigger, SECURITY INVOKER so that current_user is the caller's role
--     (a SECURITY DEFINER trigger would see the owner and never fire). A WITH CHECK (approuve is
--     false) policy backs it up.
--   * Spam brake: no more than avis_private.settings.max_pending_per_hour reviews awaiting moderation
--     received in the last hour (0 = off); beyond that the insert fails with SQLSTATE PT429, which
--     PostgREST answers as HTTP 429 {code: "PT429", …}. A direct API call cannot skip it.

create table public.avis (
  id            uuid primary key default gen_random_uuid(),
  nom           text not null constraint avis_nom_check check (char_length(nom) <= 100 and btrim(nom) <> ''),
  email         text constraint avis_email_check check (email is null or char_length(email) between 3 and 254),
  note          integer not null constraint avis_note_check check (note between 1 and 5),
  message       text not null constraint avis_message_check check (char_length(message) between 10 and 2000),
  type_projet   text not null constraint avis_type_projet_check check (char_length(type_projet) <= 100 and btrim(type_projet) <> ''),
  localisation  text constraint avis_localisation_check check (localisation is null or char_length(localisation) <= 100),
  anonyme       boolean not null default false,
  date_creation timestamptz not null default now(),
  approuve      boolean not null default false
);

comment on table public.avis is 'Customer reviews. Anonymous inserts are stored unapproved; the owner approves them (moderation CLI or dashboard).';
comment on column public.avis.type_projet is 'Project type stored as its French label, e.g. ''Expertise fissures''.';
comment on column public.avis.localisation is 'Optional department label, e.g. ''34 - Hérault''.';
comment on column public.avis.email is 'Optional, never shown on the site.';

-- The three reads of behaviour §7: count / list (approved, newest first), testimonials (approved, note >= 4,
-- newest first, optionally one project type).
create index avis_approuve_date_idx on public.avis (approuve, date_creation desc);
create index avis_approuve_note_date_idx on public.avis (approuve, note, date_creation desc);
create index avis_type_projet_idx on public.avis (type_projet, approuve, date_creation desc);

-- Privileges: start from nothing (Supabase's default privileges grant everything to anon and
-- authenticated on new tables in public), then the minimum.
revoke all on table public.avis from public, anon, authenticated, service_role;
grant select, insert on table public.avis to anon;
grant all on table public.avis to service_role;

alter table public.avis enable row level security;

create policy avis_anon_select_approved on public.avis
  for select to anon using (approuve = true);

create policy avis_anon_insert_pending on public.avis
  for insert to anon with check (approuve is false);

-- Moderation: roles subject to RLS cannot publish their own review.
create function public.avis_force_moderation() returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  privileged boolean;
begin
  select r.rolsuper or r.rolbypassrls into privileged
    from pg_catalog.pg_roles r
   where r.rolname = current_user;
  if not coalesce(privileged, false) then
    new.approuve := false;
    new.date_creation := pg_catalog.now();
  end if;
  return new;
end
$$;

comment on function public.avis_force_moderation() is 'BEFORE INSERT on avis: unless the current role bypasses RLS, store the row unapproved with the server''s date. Must stay SECURITY INVOKER.';

-- Spam brake settings, outside the schemas PostgREST exposes.
create schema if not exists avis_private;
revoke all on schema avis_private from public;

create table avis_private.settings (
  singleton            boolean primary key default true constraint settings_singleton check (singleton),
  max_pending_per_hour integer not null default 20 constraint settings_max_pending_check check (max_pending_per_hour >= 0)
);
insert into avis_private.settings (singleton) values (true);
revoke all on table avis_private.settings from public;

comment on table avis_private.settings is 'Moderation settings. max_pending_per_hour = 0 turns the spam brake off.';

-- SECURITY DEFINER because anon cannot see pending rows (RLS) yet the count must include them. It
-- reads nothing from the caller but the new row, and pins its search_path.
create function avis_private.avis_spam_brake() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  max_pending integer;
  recent integer;
begin
  if new.approuve is not false then
    return new;
  end if;
  select s.max_pending_per_hour into max_pending from avis_private.settings s where s.singleton;
  if coalesce(max_pending, 0) = 0 then
    return new;
  end if;
  select count(*) into recent
    from public.avis a
   where a.approuve = false
     and a.date_creation > pg_catalog.now() - interval '1 hour';
  if recent >= max_pending then
    raise exception using
      errcode = 'PT429',
      message = 'too many reviews awaiting moderation, try again later',
      detail  = pg_catalog.format('%s reviews received in the last hour are awaiting moderation (limit %s)', recent, max_pending),
      hint    = 'spam_brake';
  end if;
  return new;
end
$$;

comment on function avis_private.avis_spam_brake() is 'BEFORE INSERT on avis, after avis_force_moderation: refuses a pending review (SQLSTATE PT429 → HTTP 429) beyond avis_private.settings.max_pending_per_hour.';

-- Trigger functions are never called directly; nobody needs EXECUTE (it is not checked when a
-- trigger fires).
revoke execute on function public.avis_force_moderation() from public, anon, authenticated;
revoke execute on function avis_private.avis_spam_brake() from public, anon, authenticated;

-- BEFORE triggers fire in name order: moderation first, then the brake sees the final approuve.
create trigger avis_10_force_moderation
  before insert on public.avis
  for each row execute function public.avis_force_moderation();

create trigger avis_20_spam_brake
  before insert on public.avis
  for each row execute function avis_private.avis_spam_brake();
