-- Whether a reader has finished (or dismissed) the onboarding popup of a brand (spec §3 user state
-- "onboardingCompleted"). A missing row means not completed.
create table users.onboarding (
  sso_id uuid not null,
  mandator text not null,
  completed_at timestamptz not null default now(),
  primary key (sso_id, mandator)
);
