-- Local stack only: what a hosted Supabase project already has, run before supabase/migrations.
-- Idempotent (runs on every start; cheap). Never applied to a hosted project.

-- The API roles of Supabase. service_role bypasses RLS like on Supabase.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST switches to these roles with set_config('role', …): a non-superuser login (DATABASE_URL
  -- pointing at an ordinary user) must be a member of them.
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    execute pg_catalog.format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Bookkeeping of the local stack (not exposed by PostgREST, which serves schema public only).
create schema if not exists local_stack;
revoke all on schema local_stack from public;
create table if not exists local_stack.applied_migrations (
  name       text primary key,
  checksum   text not null,
  applied_at timestamptz not null default now()
);

-- The EmailJS-compatible outbox: every message accepted by POST /api/v1.0/email/send.
create schema if not exists local_outbox;
revoke all on schema local_outbox from public;
create table if not exists local_outbox.messages (
  id              bigint generated always as identity primary key,
  received_at     timestamptz not null default now(),
  endpoint        text not null,
  lib_version     text,
  user_id         text not null,
  service_id      text not null,
  template_id     text not null,
  template_params jsonb not null default '{}'::jsonb,
  origin          text,
  user_agent      text
);

-- Bytes of each message's variables, so that the outbox's size is a sum of small numbers.
alter table local_outbox.messages add column if not exists size_bytes integer;

-- How many sends the outbox refused because it was full (it keeps what it holds); reset by
-- DELETE /__outbox. `dropped` counted the messages an older outbox evicted to stay under its cap.
create table if not exists local_outbox.counters (
  singleton boolean primary key default true check (singleton),
  dropped   bigint not null default 0
);
alter table local_outbox.counters add column if not exists refused bigint not null default 0;
insert into local_outbox.counters (singleton) values (true) on conflict do nothing;
