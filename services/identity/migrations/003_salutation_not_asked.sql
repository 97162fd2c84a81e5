-- salutation: null = not asked yet, 'none' = the reader chose "Keine Angabe". Until now 'none' was also stored when
-- nobody had asked (social sign-ins, registrations without the field), so a stored 'none' is ambiguous: it becomes
-- "not asked yet" and the complete-registration dialog asks once more.
update identity.accounts set salutation = null where salutation = 'none';
