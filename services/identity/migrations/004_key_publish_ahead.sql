-- Publish-ahead key rotation: a new key is in the JWKS from created_at but signs only from activates_at, so every
-- verifier has fetched it before the first token it signed arrives. retired_at is when a key stopped (or will stop)
-- signing: the activates_at of its successor.
alter table identity.signing_keys add column activates_at timestamptz;
update identity.signing_keys set activates_at = created_at;
alter table identity.signing_keys alter column activates_at set not null;
alter table identity.signing_keys alter column activates_at set default now();
