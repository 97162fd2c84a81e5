-- Webhook events the users service has processed (POST /webhooks/payments): an event delivered again (the sender
-- delivers at least once) is recognised by its id and changes nothing.
create table users.processed_webhook_events (
  event_id uuid primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);
