-- A reviewer's e-mail is "optional, never shown" (behaviour §3). The site reads reviews with `select *`
-- (behaviour §7), and anon may read approved rows: an e-mail kept in public.avis would be readable by
-- anyone through the API. So the e-mail is moved, on insert, to a table the API never exposes, and
-- the public row keeps NULL. The owner reads it with the service role (avis_contact_email()).

create table avis_private.review_emails (
  avis_id uuid primary key
    references public.avis (id) on delete cascade
    -- The avis row is written after its BEFORE triggers: check the reference at commit.
    deferrable initially deferred,
  email text not null constraint avis_email_check check (char_length(email) between 3 and 254),
  created_at timestamptz not null default now()
);
revoke all on avis_private.review_emails from public, anon, authenticated;
comment on table avis_private.review_emails is 'E-mail addresses given with reviews; never exposed through the API. Deleted with the review.';

-- SECURITY DEFINER: the caller (anon) has no right on avis_private; it writes only the new row's
-- own id and e-mail, with a pinned search_path.
create function avis_private.avis_keep_email_private() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.email is not null then
    -- A duplicate id makes the avis insert itself fail on its primary key (whole statement rolled back).
    insert into avis_private.review_emails (avis_id, email) values (new.id, new.email)
      on conflict (avis_id) do nothing;
    new.email := null;
  end if;
  return new;
end
$$;
revoke execute on function avis_private.avis_keep_email_private() from public, anon, authenticated;

-- After moderation (10) and the spam brake (20): nothing is stored for a refused insert.
create trigger avis_30_keep_email_private
  before insert on public.avis
  for each row execute function avis_private.avis_keep_email_private();

-- The owner's way to read an e-mail (moderation CLI, dashboard): service role only.
create function public.avis_contact_email(review_id uuid) returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.email from avis_private.review_emails e where e.avis_id = review_id
$$;
revoke execute on function public.avis_contact_email(uuid) from public, anon, authenticated;
grant execute on function public.avis_contact_email(uuid) to service_role;
