-- Uploaded profile pictures: the file in the attachment store (same blob storage and deletion
-- queue as attachments) and its content type, checked by content at upload. users.picture holds
-- the API path that serves it (/users/{id}/picture/{pictureId}).
ALTER TABLE users ADD COLUMN IF NOT EXISTS picture_key text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS picture_type text;
