-- Payment customers and their credit wallets (spec §7 "App server": /api/plenigo/*).
create table payments.customers (
  customer_id text primary key,
  sso_id uuid not null unique,
  created_at timestamptz not null default now()
);

create table payments.wallets (
  customer_id text not null references payments.customers (customer_id) on delete cascade,
  unique_id text not null,
  available_credit_count integer not null default 0 check (available_credit_count >= 0),
  updated_at timestamptz not null default now(),
  primary key (customer_id, unique_id)
);
