-- Spam brake per client, instead of one hourly brake shared by every visitor.
--
-- The first brake (20 pending reviews an hour, for everybody) let one person with the public anon
-- key and a loop of 20 requests lock every real visitor out. Now, for inserts by roles subject to
-- RLS (anon, authenticated):
--   * a client address may have at most max_pending_per_client reviews awaiting moderation received
--     within client_window (default 3 in 1 hour);
--   * all clients together at most max_pending_total received within total_window (default 500 in
--     24 hours), so that only a flood from many addresses reaches it; an approved or deleted review
--     no longer counts, nor does one older than the window;
--   * the same review sent again within duplicate_window (default 10 minutes: same name, note,
--     message, project type, place, anonymity) is answered as a success and not stored twice;
--   * one review per request: an insert of several rows is refused.
-- A refusal is SQLSTATE PT429 (HTTP 429) with a fixed message and no count, for either limit, so that
-- an outsider learns nothing about the queue.
--
-- The client address is the request header named in avis_private.settings.client_address_header,
-- which PostgREST passes in request.headers. On hosted Supabase that is cf-connecting-ip, set by
-- Cloudflare from the connection itself (docs/deploy.md); the local gateway sets it the same way and
-- drops any value a client sent. Only a salted SHA-256 of it is stored (IPv6: of its /64 network,
-- what one subscriber usually holds), in avis_private.review_clients, kept client_retention
-- (default 24 hours). No header (a request that did not come through the gateway) counts as one
-- client, "unknown": the brake stays shut rather than open.
--
-- Every check runs under one transaction-level advisory lock: with several API connections (hosted
-- Supabase), two concurrent inserts would otherwise both see room for one more.

alter table avis_private.settings
  add column max_pending_per_client integer not null default 3
    constraint settings_max_pending_per_client_check check (max_pending_per_client >= 0),
  add column client_window interval not null default interval '1 hour'
    constraint settings_client_window_check check (client_window > interval '0'),
  add column max_pending_total integer not null default 500
    constraint settings_max_pending_total_check check (max_pending_total >= 0),
  add column total_window interval not null default interval '24 hours'
    constraint settings_total_window_check check (total_window > interval '0'),
  add column duplicate_window interval not null default interval '10 minutes'
    constraint settings_duplicate_window_check check (duplicate_window >= interval '0'),
  add column client_address_header text not null default 'cf-connecting-ip'
    constraint settings_client_address_header_check check (client_address_header ~ '^[a-z0-9-]+$'),
  add column client_retention interval not null default interval '24 hours'
    constraint settings_client_retention_check check (client_retention >= client_window and client_retention >= total_window),
  -- Secret of this database (the settings table is readable by nobody but the owner): without it a
  -- stored hash cannot be matched back to an address by hashing all of them.
  add column client_salt text not null
    default pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');

comment on table avis_private.settings is 'Moderation settings. Spam brake: max_pending_per_client / max_pending_total (0 = that limit off), their windows, duplicate_window (0 = off), the client address header and the retention of client hashes.';

drop trigger avis_20_spam_brake on public.avis;
drop function avis_private.avis_spam_brake();
alter table avis_private.settings drop column max_pending_per_hour;

-- Which client sent each review, as a salted hash; kept client_retention, deleted with the review.
create table avis_private.review_clients (
  avis_id     uuid primary key references public.avis (id) on delete cascade,
  client_hash text not null,
  received_at timestamptz not null default now()
);
create index review_clients_client_idx on avis_private.review_clients (client_hash, received_at);
create index review_clients_received_idx on avis_private.review_clients (received_at);
revoke all on avis_private.review_clients from public, anon, authenticated;
comment on table avis_private.review_clients is 'Salted SHA-256 of the client address of each review inserted through the API (spam brake). Deleted after settings.client_retention.';

-- True when the statement runs as a role that bypasses RLS (the owner, service_role). Inside a
-- SECURITY DEFINER function current_user is the owner; the caller's role is the one set with
-- SET ROLE (PostgREST: set_config('role', 'anon', true)), else the session user.
create function avis_private.caller_is_privileged() returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((
    select r.rolsuper or r.rolbypassrls
      from pg_catalog.pg_roles r
     where r.rolname = coalesce(nullif(pg_catalog.current_setting('role', true), 'none'), session_user::text)
  ), false)
$$;

-- The salted hash of the client address of the current API request.
create function avis_private.request_client_hash(header_name text, salt text) returns text
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  raw  text;
  addr inet;
begin
  begin
    raw := pg_catalog.btrim(nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> header_name);
  exception when others then
    raw := null;
  end;
  if raw is null or raw = '' then
    raw := 'unknown';
  else
    begin
      addr := raw::inet;
      if pg_catalog.family(addr) = 6 and not addr <<= '::ffff:0.0.0.0/96'::inet then
        raw := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(addr, 64))) || '/64';
      else
        raw := pg_catalog.host(addr);
      end if;
    exception when others then
      raw := pg_catalog.left(raw, 100);
    end;
  end if;
  return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || raw, 'UTF8')), 'hex');
end
$$;

-- Deletes the hashes older than settings.client_retention. Run on every insert; on hosted Supabase
-- also every hour by pg_cron (below), so that none outlives the retention the privacy policy states
-- when no review comes in.
create function avis_private.purge_client_hashes() returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from avis_private.review_clients c
   using avis_private.settings s
   where s.singleton and c.received_at < pg_catalog.now() - s.client_retention
$$;

-- BEFORE INSERT, each row (after avis_force_moderation): takes the brake's lock and drops an exact
-- duplicate. SECURITY DEFINER: anon cannot see pending rows (RLS), yet they must be compared.
create function avis_private.avis_drop_duplicate() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  s avis_private.settings;
begin
  if avis_private.caller_is_privileged() then
    return new;
  end if;
  select * into s from avis_private.settings where singleton;
  if s.max_pending_per_client = 0 and s.max_pending_total = 0 and s.duplicate_window = interval '0' then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('avis_private.spam_brake'));
  -- The same id again is a retry of one review: let the primary key refuse it (409), as before.
  if s.duplicate_window > interval '0'
     and not exists (select 1 from public.avis a where a.id = new.id)
     and exists (
       select 1 from public.avis a
        where a.date_creation > pg_catalog.now() - s.duplicate_window
          and a.nom = new.nom and a.note = new.note and a.message = new.message
          and a.type_projet = new.type_projet and a.localisation is not distinct from new.localisation
          and a.anonyme = new.anonyme)
  then
    -- Already stored and awaiting moderation: the sender is told it worked, which is true.
    return null;
  end if;
  return new;
end
$$;

-- AFTER INSERT, once per statement: one row per request, then both limits, counted with the new row.
create function avis_private.avis_spam_brake() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  s      avis_private.settings;
  n_rows integer;
  client text;
  n      integer;
  over   boolean := false;
begin
  if avis_private.caller_is_privileged() then
    return null;
  end if;
  select pg_catalog.count(*) into n_rows from inserted;
  if n_rows = 0 then
    return null;
  end if;
  if n_rows > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'one review per request',
      hint    = 'one_review_per_request';
  end if;
  select * into s from avis_private.settings where singleton;
  if s.max_pending_per_client = 0 and s.max_pending_total = 0 then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('avis_private.spam_brake'));

  perform avis_private.purge_client_hashes();
  client := avis_private.request_client_hash(s.client_address_header, s.client_salt);
  insert into avis_private.review_clients (avis_id, client_hash) select i.id, client from inserted i;

  if s.max_pending_per_client > 0 then
    select pg_catalog.count(*) into n
      from avis_private.review_clients c
      join public.avis a on a.id = c.avis_id
     where c.client_hash = client
       and c.received_at > pg_catalog.now() - s.client_window
       and a.approuve = false
       and a.date_creation > pg_catalog.now() - s.client_window;
    over := n > s.max_pending_per_client;
  end if;
  if not over and s.max_pending_total > 0 then
    select pg_catalog.count(*) into n
      from public.avis a
     where a.approuve = false
       and a.date_creation > pg_catalog.now() - s.total_window;
    over := n > s.max_pending_total;
  end if;
  -- One answer for both limits: which one, or how full the queue is, is nobody's business.
  if over then
    raise exception using
      errcode = 'PT429',
      message = 'too many reviews awaiting moderation, try again later',
      hint    = 'spam_brake';
  end if;
  return null;
end
$$;

comment on function avis_private.avis_spam_brake() is 'AFTER INSERT (statement) on avis: one row per request, then the per-client and total limits of pending reviews (SQLSTATE PT429 → HTTP 429, no count). Roles that bypass RLS are not braked.';

revoke execute on function avis_private.avis_drop_duplicate() from public, anon, authenticated;
revoke execute on function avis_private.avis_spam_brake() from public, anon, authenticated;
revoke execute on function avis_private.request_client_hash(text, text) from public, anon, authenticated;
revoke execute on function avis_private.caller_is_privileged() from public, anon, authenticated;
revoke execute on function avis_private.purge_client_hashes() from public, anon, authenticated;

-- Hourly purge where pg_cron is enabled (Supabase: Database → Extensions → pg_cron, before pushing
-- this migration; otherwise run this block once afterwards, docs/deploy.md). The embedded local
-- database has no pg_cron: there the purge on insert is the only one.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('avis-purge-client-hashes', '7 * * * *', 'select avis_private.purge_client_hashes()');
  end if;
end
$$;

-- BEFORE triggers fire in name order: moderation (10), then this one (20), then the e-mail (30).
create trigger avis_20_drop_duplicate
  before insert on public.avis
  for each row execute function avis_private.avis_drop_duplicate();

create trigger avis_spam_brake
  after insert on public.avis
  referencing new table as inserted
  for each statement execute function avis_private.avis_spam_brake();

-- The owner's view of the brake (moderation CLI): pending counts and the clients at their limit, by
-- the first 12 characters of their hash. Service role only.
create function public.avis_spam_brake_status() returns json
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with s as (select * from avis_private.settings where singleton),
  clients as (
    select c.client_hash, pg_catalog.count(*)::integer as pending, pg_catalog.max(c.received_at) as last_received
      from avis_private.review_clients c
      join public.avis a on a.id = c.avis_id, s
     where a.approuve = false
       and c.received_at > pg_catalog.now() - s.client_window
       and a.date_creation > pg_catalog.now() - s.client_window
     group by c.client_hash
  )
  select pg_catalog.json_build_object(
    'pending', (select pg_catalog.count(*) from public.avis where approuve = false),
    'pending_in_total_window', (select pg_catalog.count(*) from public.avis a, s where a.approuve = false and a.date_creation > pg_catalog.now() - s.total_window),
    'max_pending_per_client', s.max_pending_per_client,
    'client_window', s.client_window::text,
    'max_pending_total', s.max_pending_total,
    'total_window', s.total_window::text,
    'duplicate_window', s.duplicate_window::text,
    'client_address_header', s.client_address_header,
    'clients_in_window', (select pg_catalog.count(*) from clients),
    'clients_at_limit', coalesce((
      select pg_catalog.json_agg(pg_catalog.json_build_object(
               'client', pg_catalog.left(c.client_hash, 12), 'pending', c.pending, 'last_received', c.last_received)
             order by c.pending desc, c.last_received desc)
        from clients c
       where s.max_pending_per_client > 0 and c.pending >= s.max_pending_per_client
    ), '[]'::json)
  )
  from s
$$;
revoke execute on function public.avis_spam_brake_status() from public, anon, authenticated;
grant execute on function public.avis_spam_brake_status() to service_role;
