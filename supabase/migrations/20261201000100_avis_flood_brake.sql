-- A flood can no longer lock every reviewer out for a day, the owner cleans one in one command, and
-- the duplicate check no longer tells an outsider what someone else's pending review says.
--
-- Measured before (docs/deploy.md, "The spam brake"): 3 reviews from each of 168 loopback addresses
-- were 489 × 201 in 4.7 s, then every new visitor got 429 for 24 hours (500 pending in 24 hours for
-- all clients together), and the owner's only remedy was `reject <id>` about 500 times.
--
-- Now, for inserts by roles subject to RLS:
--   * per client address (IPv4 address, IPv6 /64): max_pending_per_client in client_window (3 an hour), as before;
--   * per network (IPv4 /24, IPv6 /48), which one person usually holds whole:
--     max_pending_per_network in network_window (10 an hour);
--   * all clients together: max_pending_total in total_window, now 60 in 10 minutes instead of 500
--     in 24 hours. A flood from many networks still reaches it, and new reviews are refused while it
--     lasts, but a visitor waits at most total_window once it stops — or nothing, once the owner has
--     rejected it (`npm run reviews -- reject --since …`: rejected reviews no longer count).
--     Settings the owner changed from the old defaults are kept.
--   * duplicates: the same review (name, note, message, type, place, anonymity) sent again within
--     duplicate_window FROM THE SAME CLIENT is still stored once. It is now inserted like any review
--     and removed at the end of the statement, so that the answer is the same whether or not it was a
--     duplicate — with `Prefer: return=representation` both get 401 (the new row is not readable),
--     with `count=exact` both count one row — and the same text from another client is simply a
--     review of its own. Before, a duplicate answered 201 [] where any other text answered 401:
--     anyone could confirm a pending review's content within 10 minutes.
-- The refusal stays SQLSTATE PT429 with one fixed message for every limit.

alter table avis_private.settings
  add column max_pending_per_network integer not null default 10
    constraint settings_max_pending_per_network_check check (max_pending_per_network >= 0),
  add column network_window interval not null default interval '1 hour'
    constraint settings_network_window_check check (network_window > interval '0'),
  add constraint settings_network_retention_check check (client_retention >= network_window),
  alter column max_pending_total set default 60,
  alter column total_window set default interval '10 minutes';

update avis_private.settings
   set max_pending_total = 60, total_window = interval '10 minutes'
 where singleton and max_pending_total = 500 and total_window = interval '24 hours';

comment on table avis_private.settings is 'Moderation settings. Spam brake: max_pending_per_client / max_pending_per_network / max_pending_total (0 = that limit off) and their windows, duplicate_window (0 = off), the client address header and the retention of client hashes.';

-- The network of each review's client, salted and hashed like the address (null for rows stored before).
alter table avis_private.review_clients add column network_hash text;
create index review_clients_network_idx on avis_private.review_clients (network_hash, received_at);

-- The salted hashes of the current API request's client address and of its network.
create function avis_private.request_client(header_name text, salt text, out client_hash text, out network_hash text)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  raw     text;
  addr    inet;
  client  text;
  network text;
begin
  begin
    raw := pg_catalog.btrim(nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> header_name);
  exception when others then
    raw := null;
  end;
  if raw is null or raw = '' then
    client := 'unknown';
    network := 'unknown';
  else
    begin
      addr := raw::inet;
      if pg_catalog.family(addr) = 6 and addr <<= '::ffff:0.0.0.0/96'::inet then
        addr := pg_catalog.substr(pg_catalog.host(addr), 8)::inet;
      end if;
      if pg_catalog.family(addr) = 6 then
        client := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(addr, 64))) || '/64';
        network := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(addr, 48))) || '/48';
      else
        client := pg_catalog.host(addr);
        network := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(addr, 24))) || '/24';
      end if;
    exception when others then
      client := pg_catalog.left(raw, 100);
      network := client;
    end;
  end if;
  client_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || client, 'UTF8')), 'hex');
  network_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|net|' || network, 'UTF8')), 'hex');
end
$$;
revoke execute on function avis_private.request_client(text, text) from public, anon, authenticated;

-- The duplicate is no longer dropped before the insert (that is what answered differently).
drop trigger avis_20_drop_duplicate on public.avis;
drop function avis_private.avis_drop_duplicate();

-- AFTER INSERT, once per statement: one row per request; the same client's duplicate removed; then
-- the three limits, counted with the new row.
create or replace function avis_private.avis_spam_brake() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  s       avis_private.settings;
  n_rows  integer;
  who     record;
  n       integer;
  over    boolean := false;
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
  if s.max_pending_per_client = 0 and s.max_pending_per_network = 0 and s.max_pending_total = 0 and s.duplicate_window = interval '0' then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('avis_private.spam_brake'));

  perform avis_private.purge_client_hashes();
  select * into who from avis_private.request_client(s.client_address_header, s.client_salt);
  insert into avis_private.review_clients (avis_id, client_hash, network_hash)
    select i.id, who.client_hash, who.network_hash from inserted i;

  -- Sent again by the same client while the first is pending: already stored, so this one goes,
  -- after the statement has answered as for any review. It costs the client nothing.
  if s.duplicate_window > interval '0' and exists (
       select 1
         from inserted i
         join public.avis a
           on a.id <> i.id and a.nom = i.nom and a.note = i.note and a.message = i.message
          and a.type_projet = i.type_projet and a.localisation is not distinct from i.localisation
          and a.anonyme = i.anonyme
         join avis_private.review_clients c on c.avis_id = a.id
        where a.approuve = false
          and a.date_creation > pg_catalog.now() - s.duplicate_window
          and c.client_hash = who.client_hash)
  then
    delete from public.avis a using inserted i where a.id = i.id;
    return null;
  end if;

  if s.max_pending_per_client > 0 then
    select pg_catalog.count(*) into n
      from avis_private.review_clients c
      join public.avis a on a.id = c.avis_id
     where c.client_hash = who.client_hash
       and c.received_at > pg_catalog.now() - s.client_window
       and a.approuve = false
       and a.date_creation > pg_catalog.now() - s.client_window;
    over := n > s.max_pending_per_client;
  end if;
  if not over and s.max_pending_per_network > 0 then
    select pg_catalog.count(*) into n
      from avis_private.review_clients c
      join public.avis a on a.id = c.avis_id
     where c.network_hash = who.network_hash
       and c.received_at > pg_catalog.now() - s.network_window
       and a.approuve = false
       and a.date_creation > pg_catalog.now() - s.network_window;
    over := n > s.max_pending_per_network;
  end if;
  if not over and s.max_pending_total > 0 then
    select pg_catalog.count(*) into n
      from public.avis a
     where a.approuve = false
       and a.date_creation > pg_catalog.now() - s.total_window;
    over := n > s.max_pending_total;
  end if;
  -- One answer for every limit: which one, or how full the queue is, is nobody's business.
  if over then
    raise exception using
      errcode = 'PT429',
      message = 'too many reviews awaiting moderation, try again later',
      hint    = 'spam_brake';
  end if;
  return null;
end
$$;

comment on function avis_private.avis_spam_brake() is 'AFTER INSERT (statement) on avis: one row per request; a duplicate of the same client''s pending review removed; then the per-client, per-network and total limits of pending reviews (SQLSTATE PT429 → HTTP 429, no count). Roles that bypass RLS are not braked.';

drop function avis_private.request_client_hash(text, text);

-- The owner's view of the brake (moderation CLI `status`): pending counts, the clients and networks
-- at their limit (first 12 characters of their hash), and whether a flood is under way — the total
-- ceiling reached, new reviews refused until frees_at — with the time span to reject. Service role only.
create or replace function public.avis_spam_brake_status() returns json
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
  ),
  networks as (
    select c.network_hash, pg_catalog.count(*)::integer as pending, pg_catalog.count(distinct c.client_hash)::integer as clients,
           pg_catalog.max(c.received_at) as last_received
      from avis_private.review_clients c
      join public.avis a on a.id = c.avis_id, s
     where a.approuve = false and c.network_hash is not null
       and c.received_at > pg_catalog.now() - s.network_window
       and a.date_creation > pg_catalog.now() - s.network_window
     group by c.network_hash
  ),
  recent as (
    select a.id, a.date_creation, c.client_hash, c.network_hash
      from public.avis a
      left join avis_private.review_clients c on c.avis_id = a.id, s
     where a.approuve = false and a.date_creation > pg_catalog.now() - s.total_window
  ),
  flood as (
    select pg_catalog.count(*)::integer as reviews,
           pg_catalog.count(distinct client_hash)::integer as clients,
           pg_catalog.count(distinct network_hash)::integer as networks,
           pg_catalog.min(date_creation) as first_received,
           pg_catalog.max(date_creation) as last_received
      from recent
  )
  select pg_catalog.json_build_object(
    'pending', (select pg_catalog.count(*) from public.avis where approuve = false),
    'pending_in_total_window', (select reviews from flood),
    'max_pending_per_client', s.max_pending_per_client,
    'client_window', s.client_window::text,
    'max_pending_per_network', s.max_pending_per_network,
    'network_window', s.network_window::text,
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
    ), '[]'::json),
    'networks_at_limit', coalesce((
      select pg_catalog.json_agg(pg_catalog.json_build_object(
               'network', pg_catalog.left(n.network_hash, 12), 'pending', n.pending, 'clients', n.clients, 'last_received', n.last_received)
             order by n.pending desc, n.last_received desc)
        from networks n
       where s.max_pending_per_network > 0 and n.pending >= s.max_pending_per_network
    ), '[]'::json),
    'flood', (
      select pg_catalog.json_build_object(
        'under_way', s.max_pending_total > 0 and f.reviews >= s.max_pending_total,
        'reviews', f.reviews,
        'clients', f.clients,
        'networks', f.networks,
        'first_received', f.first_received,
        'last_received', f.last_received,
        -- When the oldest review that keeps the ceiling reached leaves the window: one more fits then.
        'frees_at', case when s.max_pending_total > 0 and f.reviews >= s.max_pending_total then (
          select r.date_creation + s.total_window from recent r
           order by r.date_creation offset (f.reviews - s.max_pending_total) limit 1) end)
        from flood f)
  )
  from s
$$;
revoke execute on function public.avis_spam_brake_status() from public, anon, authenticated;
grant execute on function public.avis_spam_brake_status() to service_role;

-- Bulk moderation (moderation CLI `list` / `reject` with --client, --network, --since, --until):
-- the pending reviews of a client or a network (a prefix of at least 6 characters of the hash
-- `status` shows) or received within a time span, oldest first, with the fingerprints of their
-- sender. The CLI shows them, asks, then deletes exactly those ids. Service role only.
create function public.avis_moderation_queue(
  client_prefix text default null,
  network_prefix text default null,
  received_from timestamptz default null,
  received_to timestamptz default null,
  max_rows integer default 1000
) returns table (
  id uuid, nom text, note integer, message text, type_projet text, localisation text,
  date_creation timestamptz, client text, network text
)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select a.id, a.nom, a.note, a.message, a.type_projet, a.localisation, a.date_creation,
         pg_catalog.left(c.client_hash, 12), pg_catalog.left(c.network_hash, 12)
    from public.avis a
    left join avis_private.review_clients c on c.avis_id = a.id
   where a.approuve = false
     and (client_prefix is null or (client_prefix ~* '^[0-9a-f]{6,64}$' and pg_catalog.starts_with(c.client_hash, pg_catalog.lower(client_prefix))))
     and (network_prefix is null or (network_prefix ~* '^[0-9a-f]{6,64}$' and pg_catalog.starts_with(c.network_hash, pg_catalog.lower(network_prefix))))
     and (received_from is null or a.date_creation >= received_from)
     and (received_to is null or a.date_creation < received_to)
   order by a.date_creation, a.id
   limit greatest(1, least(max_rows, 10000))
$$;
revoke execute on function public.avis_moderation_queue(text, text, timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.avis_moderation_queue(text, text, timestamptz, timestamptz, integer) to service_role;
