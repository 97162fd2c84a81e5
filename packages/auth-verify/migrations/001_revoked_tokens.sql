-- Identity tokens ended before their expiry (logout): every verifier refuses a jti listed here until expires_at.
create table token_revocations.revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expires_at on token_revocations.revoked_tokens (expires_at);
