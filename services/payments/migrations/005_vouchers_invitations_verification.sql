-- Vouchers (/order/code): a code redeems a product (a subscription for its term, or a coin pack) once, until it expires.
create table payments.vouchers (
  mandator text not null,
  code text not null,
  product_id text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- set once, by the one redemption that wins (update … where redeemed_at is null)
  redeemed_by uuid,
  redeemed_at timestamptz,
  -- the end of the term a subscription voucher gave (null for coins)
  valid_until timestamptz,
  primary key (mandator, code),
  check ((redeemed_by is null) = (redeemed_at is null))
);
create index vouchers_redeemed_by on payments.vouchers (redeemed_by) where redeemed_by is not null;

-- Invitations (/order/invite): a plus reader invites a friend by e-mail; the link's token is kept only as a hash.
create table payments.invitations (
  invitation_id text primary key,
  mandator text not null,
  inviter_sso_id uuid not null,
  email text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_by uuid,
  accepted_at timestamptz
);
create index invitations_inviter on payments.invitations (inviter_sso_id, mandator, created_at desc);

-- One trial per address and brand, whoever invited it.
create table payments.trials (
  mandator text not null,
  email text not null,
  sso_id uuid not null,
  invitation_id text not null references payments.invitations (invitation_id),
  valid_until timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (mandator, email)
);

-- Print and e-paper subscribers of the publisher's subscription system (imported as data), and the one account each
-- customer number is linked to (/account/plus-verification).
create table payments.print_subscribers (
  mandator text not null,
  customer_number text not null,
  postcode text not null,
  kind text not null check (kind in ('print', 'epaper')),
  linked_sso_id uuid,
  linked_at timestamptz,
  primary key (mandator, customer_number),
  check ((linked_sso_id is null) = (linked_at is null))
);
create index print_subscribers_linked on payments.print_subscribers (linked_sso_id) where linked_sso_id is not null;

-- Failed guesses (an unknown voucher code, a wrong customer number and postcode) per reader: the rate limit counts
-- them over the last hour, in the database every replica shares.
create table payments.failed_attempts (
  sso_id uuid not null,
  kind text not null check (kind in ('voucher', 'verification')),
  at timestamptz not null default now()
);
create index failed_attempts_recent on payments.failed_attempts (sso_id, kind, at desc);
