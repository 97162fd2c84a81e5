-- Articles bought with credits (spec §3 wallet "articleCreditEntries", §7 POST /api/plenigo/credits/use): one
-- purchase per customer, brand and article, written in the same transaction that takes the credits from the
-- wallet. The user API hears of each one through the outbox (credit_purchase.created).
create table payments.credit_purchases (
  customer_id text not null references payments.customers (customer_id),
  mandator text not null,
  article_id integer not null check (article_id > 0),
  -- the wallet the credits came from, how many and what for, as the reader's request said
  unique_id text not null,
  credits integer not null check (credits > 0),
  reason text not null,
  purchased_at timestamptz not null default now(),
  primary key (customer_id, mandator, article_id)
);
create index credit_purchases_newest on payments.credit_purchases (customer_id, mandator, purchased_at desc);
