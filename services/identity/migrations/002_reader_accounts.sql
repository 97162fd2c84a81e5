-- Reader accounts: roles, sign-in with external providers, one-time codes, refresh tokens and signing keys.
alter table identity.accounts add column roles text[] not null default '{}';
alter table identity.accounts add column updated_at timestamptz not null default now();
alter table identity.accounts
  add constraint accounts_salutation_check check (salutation is null or salutation in ('Frau', 'Herr', 'Divers', 'none'));

-- An account signed in through Google, Apple or an OAuth provider: (provider, subject) identifies it for good.
create table identity.account_identities (
  provider text not null,
  subject text not null,
  account_id integer not null references identity.accounts (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
create index account_identities_account_idx on identity.account_identities (account_id);

-- Single-use codes sent by e-mail (confirmation links, password reset). Only the sha256 of a code is stored.
create table identity.one_time_codes (
  code_hash text primary key,
  purpose text not null check (purpose in ('email_confirmation', 'password_reset')),
  account_id integer not null references identity.accounts (id) on delete cascade,
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_codes_account_idx on identity.one_time_codes (account_id, purpose);

-- Refresh tokens: random 256-bit values stored as sha256. Each login starts a family; rotation marks the used
-- token (rotated_at) and adds its successor to the same family. Reuse of a rotated token revokes the family.
create table identity.refresh_tokens (
  token_hash text primary key,
  family_id uuid not null,
  account_id integer not null references identity.accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on identity.refresh_tokens (family_id);
create index refresh_tokens_account_idx on identity.refresh_tokens (account_id);

-- RS256 signing keys. The newest key without retired_at signs; retired keys stay in the JWKS until the tokens they
-- signed have expired. private_jwk is JSON, or 'enc:v1:…' (AES-256-GCM) when a key secret is configured.
create table identity.signing_keys (
  kid text primary key,
  private_jwk text not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
