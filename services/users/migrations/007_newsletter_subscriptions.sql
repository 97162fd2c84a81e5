-- Newsletter subscriptions with double opt-in, per brand, newsletter and address: pending (confirmation mail sent)
-- -> confirmed (receives the newsletter) -> unsubscribed. The confirmation token is stored only as its SHA-256 hash;
-- the unsubscribe token is signed (HMAC over the id), so every mail can carry it without storing it.
create table users.newsletter_subscriptions (
  id bigint generated always as identity primary key,
  mandator text not null,
  newsletter text not null,
  newsletter_title text not null,
  email text not null,
  -- the reader who subscribed (or changed it) while logged in; null for an address entered anonymously
  sso_id uuid,
  state text not null check (state in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text unique,
  confirm_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  unique (mandator, newsletter, email)
);
-- the reader's list (/newsletters) and an issue's recipients
create index newsletter_subscriptions_email_idx on users.newsletter_subscriptions (mandator, email);
create index newsletter_subscriptions_recipients_idx on users.newsletter_subscriptions (mandator, newsletter, state);
create index newsletter_subscriptions_sso_idx on users.newsletter_subscriptions (sso_id);

-- Subscription requests per client address and per e-mail address (hashed), counted in windows of one hour, so the
-- limits hold across replicas and restarts.
create table users.newsletter_request_counts (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);
