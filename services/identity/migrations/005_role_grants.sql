-- Roles granted by purchases (payments → identity, webhook role_grant.changed): one row per source (a subscription,
-- a wallet), the last event wins. A grant counts while valid_until is null or in the future; the token's roles are
-- the account's own roles plus these.
create table identity.role_grants (
  grant_id text primary key,
  sso_id uuid not null,
  role text not null,
  valid_until timestamptz,
  changed_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index role_grants_sso_idx on identity.role_grants (sso_id);
