import { FOREIGN_IMAGE_MESSAGE, type UserProfile } from '@idea-portal/contracts';
import { ApiRequestError, normalizeLanguage } from '@idea-portal/platform';
import { Button, Card, Group, Select, Stack, Text, TextInput, Textarea, Title, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { useUpdateProfile } from '../api/update-profile';
import { MAIL_FIELDS, PROFILE_LIMITS, changedFields, fieldOfDetail, toFormValues, validateProfile, type ProfileFormValues } from '../lib/profile-form';
import { useMyPageTranslation } from '../../../i18n';
import { ProfilePictureField } from './ProfilePictureField';

/** Edit Profile: picture (uploaded at once), phone, position, about me, picture address, preferred language and workflow e-mail (PATCH /users/me). */
export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const { t, i18n } = useMyPageTranslation();
  const save = useUpdateProfile();
  const initial = toFormValues(profile);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnBlur: true,
    validate: (values) => Object.fromEntries(Object.entries(validateProfile(values)).map(([field, key]) => [field, t(key)])),
  });
  const name = `${profile.givenName} ${profile.familyName}`.trim();
  const aboutLength = form.values.aboutMe.trim().length;

  const submit = form.onSubmit((values) => {
    const body = changedFields(initial, values);
    save.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('profileForm.savedText'), t('profileForm.saved'));
        if (body.preferredLanguage && normalizeLanguage(i18n.language) !== body.preferredLanguage) void i18n.changeLanguage(body.preferredLanguage);
        form.resetDirty(toFormValues(saved));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          for (const detail of error.details ?? []) {
            const field = fieldOfDetail(detail.path);
            if (field) form.setFieldError(field, detail.message === FOREIGN_IMAGE_MESSAGE ? t('profileForm.errors.foreignImageUrl') : detail.message);
          }
        }
        const text = error instanceof ApiRequestError && error.code === 'FOREIGN_IMAGE_URL' ? t('profileForm.errors.foreignImageUrl') : error instanceof ApiRequestError && error.code !== 'INTERNAL' ? error.message : t('profileForm.saveFailedText');
        notifyError(text, t('profileForm.saveFailed'));
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="profile-form-title">
              {t('profileForm.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {name} · {profile.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('profileForm.managedByAdmin')}
            </Text>
          </div>
          <ProfilePictureField profile={profile} name={name} />
          <TextInput
            label={t('profileForm.phone')}
            description={t('profileForm.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput label={t('profileForm.position')} autoComplete="organization-title" {...form.getInputProps('position')} />
          <Textarea
            label={t('profileForm.aboutMe')}
            description={
              <Text span size="xs" c={aboutLength > PROFILE_LIMITS.aboutMe ? 'red' : 'dimmed'} aria-live="polite">
                {t('profileForm.aboutMeCount', { count: aboutLength, max: PROFILE_LIMITS.aboutMe })}
              </Text>
            }
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('aboutMe')}
          />
          <TextInput
            label={t('profileForm.picture')}
            description={t('profileForm.pictureHint')}
            placeholder="https://"
            type="url"
            {...form.getInputProps('picture')}
          />
          <Select
            label={t('profileForm.language')}
            description={t('profileForm.languageHint')}
            data={[
              { value: 'auto', label: t('profileForm.languages.auto') },
              { value: 'en', label: t('profileForm.languages.en') },
              { value: 'de', label: t('profileForm.languages.de') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('preferredLanguage')}
          />
          <Stack gap="xs" role="group" aria-labelledby="profile-mail-title">
            <div>
              <Text id="profile-mail-title" size="sm" fw={600}>
                {t('profileForm.mail.title')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('profileForm.mail.hint')}
              </Text>
            </div>
            {(Object.keys(MAIL_FIELDS) as (keyof typeof MAIL_FIELDS)[]).map((kind) => (
              <Select
                key={kind}
                label={t(`profileForm.mail.kinds.${kind}`)}
                data={(['immediately', 'daily', 'off'] as const).map((f) => ({ value: f, label: t(`profileForm.mail.frequencies.${f}`) }))}
                allowDeselect={false}
                {...form.getInputProps(MAIL_FIELDS[kind])}
              />
            ))}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('profileForm.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('profileForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
