-- Invitation mails sent for the payments service (/order/invite, webhook invitation.created): one per invitation,
-- also when the webhook is delivered again.
create table identity.invitation_mails (
  invitation_id text primary key,
  sent_at timestamptz not null default now()
);
