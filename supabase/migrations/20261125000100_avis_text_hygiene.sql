-- What a review may contain, checked by the table itself (so hosted Supabase refuses it too):
--   * no control characters (C0, DEL, C1) in any text column; the message may keep tabs and line
--     feeds. Escape sequences in a review rewrote or hid the owner's moderation queue in a terminal;
--   * a name with at least one visible character and a message with at least 10, counted like the
--     review form counts them (apps/site/app/content/review-text.ts, same character classes):
--     invisible characters (zero-width, bidi and other format characters, blank fillers, variation
--     selectors, tags) are removed, Unicode white space is trimmed from both ends, and combining
--     marks do not count as characters of their own. Ten spaces, ten zero-width spaces or an "e"
--     with nine accents are not a review;
--   * the project type is one of the labels the review form offers. The list below must equal
--     reviewProjectTypes in apps/site/app/content/reviews.ts, which a unit test of the site checks
--     (review-text.test.ts): change both, in a new migration;
--   * public.avis.email stays empty for good. The e-mail moves to avis_private.review_emails on
--     insert; a value typed into the column later (e.g. in the table editor) would be readable by
--     anyone, so the table refuses it.

create function avis_private.visible_length(value text) returns integer
  language sql
  immutable
  strict
  parallel safe
  set search_path = ''
as $$
  select pg_catalog.char_length(
    pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(
        pg_catalog.regexp_replace(
          value,
          '[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]',
          '', 'g'),
        '^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+|[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$',
        '', 'g'),
      '[\u0300-\u036F\u0483-\u0489\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]',
      '', 'g'))
$$;

comment on function avis_private.visible_length(text) is 'Characters a reader sees: invisible ones removed, Unicode white space trimmed, combining marks not counted. Same rule as visibleLength() in apps/site/app/content/review-text.ts.';

-- Used by the table's checks, so every role that inserts must be able to run it (the default
-- EXECUTE for PUBLIC is kept on purpose); avis_private is not exposed by the API.

-- An e-mail typed into public.avis.email before this migration moves to the private table first,
-- so that the column can be held empty for good.
insert into avis_private.review_emails (avis_id, email)
  select a.id, a.email from public.avis a where a.email is not null
  on conflict (avis_id) do nothing;
update public.avis set email = null where email is not null;
-- Check the moved rows' deferred reference now: review_emails is altered below, which Postgres
-- refuses while trigger events on it are pending.
set constraints all immediate;

-- The content checks are added NOT VALID, then validated below: a project whose table already
-- holds rows that break one (junk sent before this migration) still applies the migration, and
-- every new or updated row is checked all the same.
alter table public.avis
  drop constraint avis_nom_check,
  add constraint avis_nom_check
    check (pg_catalog.char_length(nom) <= 100 and avis_private.visible_length(nom) >= 1) not valid,
  add constraint avis_nom_no_control_chars
    check (nom !~ '[\u0001-\u001F\u007F-\u009F]') not valid,
  drop constraint avis_message_check,
  add constraint avis_message_check
    check (pg_catalog.char_length(message) <= 2000 and avis_private.visible_length(message) >= 10) not valid,
  add constraint avis_message_no_control_chars
    check (message !~ '[\u0001-\u0008\u000B-\u001F\u007F-\u009F]') not valid,
  drop constraint avis_type_projet_check,
  add constraint avis_type_projet_check
    check (type_projet in (
      'Expertise malfaçons',
      'Expertise fissures',
      'Réception de chantier',
      'Litige / désaccord',
      'Infiltrations ou humidité',
      'Assistance à réception',
      'Avis avant acquisition',
      'Autre expertise bâtiment'
    )) not valid,
  add constraint avis_localisation_no_control_chars
    check (localisation !~ '[\u0001-\u001F\u007F-\u009F]') not valid,
  add constraint avis_email_never_stored
    check (email is null);

alter table avis_private.review_emails
  add constraint review_emails_no_control_chars
    check (email !~ '[\u0001-\u001F\u007F-\u009F]') not valid;

do $$
declare
  item text[];
begin
  foreach item slice 1 in array array[
    ['public.avis', 'avis_nom_check'], ['public.avis', 'avis_nom_no_control_chars'],
    ['public.avis', 'avis_message_check'], ['public.avis', 'avis_message_no_control_chars'],
    ['public.avis', 'avis_type_projet_check'], ['public.avis', 'avis_localisation_no_control_chars'],
    ['avis_private.review_emails', 'review_emails_no_control_chars']]
  loop
    begin
      execute pg_catalog.format('alter table %s validate constraint %I', item[1], item[2]);
    exception when check_violation then
      raise warning '%: rows stored before this migration break %; it holds for new and updated rows. Fix or delete those rows, then run: alter table % validate constraint %;', item[1], item[2], item[1], item[2];
    end;
  end loop;
end
$$;

comment on column public.avis.email is 'Always NULL: an e-mail sent with a review is moved to avis_private.review_emails on insert (read it with avis_contact_email()).';
