-- After the mailed code confirms a registration, the browser that confirmed it is signed in
-- without the sign-in form: a one-time ticket (its hash here, the secret in an HttpOnly cookie)
-- that the next sign-in interaction of that browser redeems. Single use, minutes long.
CREATE TABLE IF NOT EXISTS identity.signup_tickets (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL,
  expires_at timestamptz NOT NULL
);
