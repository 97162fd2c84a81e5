-- One credit wallet per customer, addressed by its uniqueId (spec §3 "Wallet"; POST /api/plenigo/credits/use names
-- both customerId and uniqueId).
create unique index wallets_customer_key on payments.wallets (customer_id);
create unique index wallets_unique_id_key on payments.wallets (unique_id);
alter table payments.wallets add column created_at timestamptz not null default now();
