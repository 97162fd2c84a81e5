-- A reader changes their e-mail address: the link goes to the new address, the code row holds that new address.
alter table identity.one_time_codes drop constraint one_time_codes_purpose_check;
alter table identity.one_time_codes
  add constraint one_time_codes_purpose_check check (purpose in ('email_confirmation', 'password_reset', 'email_change'));
