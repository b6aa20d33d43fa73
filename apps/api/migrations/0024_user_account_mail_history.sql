-- An administrator's password-reset and invitation mails are on record in the activity log
-- beside the function changes (who sent whom which mail, and when; no values kept).
ALTER TABLE user_function_history DROP CONSTRAINT IF EXISTS user_function_history_field_name_check;
ALTER TABLE user_function_history ADD CONSTRAINT user_function_history_field_name_check
  CHECK (field_name IN ('functions', 'tariffGroup', 'passwordReset', 'invitation'));
