-- Selling (issue 14): orders placed at the checkout, the subscriptions they start and the invoices. Prices in cents.
create table payments.orders (
  order_id text primary key,
  customer_id text not null references payments.customers (customer_id),
  mandator text not null,
  product_id text not null,
  product_name text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'EUR',
  status text not null check (status in ('paid')),
  payment_method text not null,
  transaction_id text not null,
  -- one order per checkout: the same key again answers this order (a double click buys once)
  idempotency_key uuid not null,
  billing_address jsonb not null,
  created_at timestamptz not null default now(),
  unique (customer_id, idempotency_key)
);
create index orders_newest on payments.orders (customer_id, mandator, created_at desc);

create table payments.subscriptions (
  subscription_id text primary key,
  order_id text not null references payments.orders (order_id),
  customer_id text not null references payments.customers (customer_id),
  mandator text not null,
  product_id text not null,
  product_name text not null,
  role text not null,
  price_cents integer not null check (price_cents > 0),
  period text not null check (period in ('month', 'year')),
  started_at timestamptz not null default now(),
  -- the end of the period paid so far: the next renewal while it runs, its end once cancelled
  paid_until timestamptz not null,
  cancelled_at timestamptz
);
create index subscriptions_customer on payments.subscriptions (customer_id, mandator, started_at desc);
-- one running subscription per customer, brand and role: the same plus cannot be bought twice
create unique index subscriptions_one_running on payments.subscriptions (customer_id, mandator, role)
  where cancelled_at is null;

create sequence payments.invoice_numbers start 100001;
create table payments.invoices (
  invoice_number text primary key,
  order_id text not null references payments.orders (order_id),
  customer_id text not null references payments.customers (customer_id),
  mandator text not null,
  product_name text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'EUR',
  issued_at timestamptz not null default now()
);
create index invoices_newest on payments.invoices (customer_id, mandator, issued_at desc);
