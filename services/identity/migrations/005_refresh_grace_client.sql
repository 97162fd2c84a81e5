-- The refresh grace window answers only the client that rotated the token (a hash of its IP): a stolen copy
-- replayed from elsewhere within the window revokes the family instead.
alter table identity.refresh_tokens add column rotated_by text;
