import { isUploadedPicture, ProfileUpdateInput, type UserProfile, type WorkflowMailFrequency, type WorkflowMailKind } from '@idea-portal/contracts';
import { workflowMailPreferences } from '@idea-portal/domain';

/** The editable part of one's own profile (PATCH /users/me), as text fields. */
export interface ProfileFormValues {
  phoneNumber: string;
  position: string;
  aboutMe: string;
  picture: string;
  /** 'auto' = follow the browser / tenant (stored as null). */
  preferredLanguage: 'auto' | 'en' | 'de';
  /** E-mail about tasks, questions and decisions: immediately, daily digest or off. */
  mailTask: WorkflowMailFrequency;
  mailQuestion: WorkflowMailFrequency;
  mailDecision: WorkflowMailFrequency;
}
export type ProfileField = keyof ProfileFormValues;

/** The form field of each workflow mail kind. */
export const MAIL_FIELDS: Record<WorkflowMailKind, 'mailTask' | 'mailQuestion' | 'mailDecision'> = { task: 'mailTask', question: 'mailQuestion', decision: 'mailDecision' };

/** Limits of the contract (ProfileUpdateInput), shown as counters / hints in the form. */
export const PROFILE_LIMITS = { phoneNumber: 40, position: 100, aboutMe: 1000, picture: 2000 } as const;

export function toFormValues(profile: UserProfile): ProfileFormValues {
  return {
    phoneNumber: profile.phoneNumber ?? '',
    position: profile.position ?? '',
    aboutMe: profile.aboutMe ?? '',
    // An uploaded picture is changed with Upload / Remove, not typed: the address field stays empty.
    picture: isUploadedPicture(profile.picture) ? '' : (profile.picture ?? ''),
    preferredLanguage: profile.preferredLanguage ?? 'auto',
    ...mailValues(profile),
  };
}

function mailValues(profile: UserProfile): Pick<ProfileFormValues, 'mailTask' | 'mailQuestion' | 'mailDecision'> {
  const mail = workflowMailPreferences(profile.workflowMail);
  return { mailTask: mail.task, mailQuestion: mail.question, mailDecision: mail.decision };
}

/** The request body: every field, trimmed, empty text as null (clears the field). */
function toBody(values: ProfileFormValues) {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    phoneNumber: text(values.phoneNumber),
    position: text(values.position),
    aboutMe: text(values.aboutMe),
    picture: text(values.picture),
    preferredLanguage: values.preferredLanguage === 'auto' ? null : values.preferredLanguage,
  };
}

/** Only the fields (and workflow mail kinds) that differ from the stored profile (PATCH: absent = unchanged). */
export function changedFields(initial: ProfileFormValues, values: ProfileFormValues): ProfileUpdateInput {
  const before = toBody(initial);
  const after = toBody(values);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[]) if (after[key] !== before[key]) body[key] = after[key];
  const mail: Partial<Record<WorkflowMailKind, WorkflowMailFrequency>> = {};
  for (const [kind, field] of Object.entries(MAIL_FIELDS) as [WorkflowMailKind, ProfileField][]) if (values[field] !== initial[field]) mail[kind] = values[field] as WorkflowMailFrequency;
  if (Object.keys(mail).length) body.workflowMail = mail;
  return body as ProfileUpdateInput;
}

/** i18n keys (namespace myPage) of the validation messages. */
export type ProfileErrorKey =
  | 'profileForm.errors.phoneInvalid'
  | 'profileForm.errors.phoneTooLong'
  | 'profileForm.errors.positionTooLong'
  | 'profileForm.errors.aboutMeTooLong'
  | 'profileForm.errors.pictureInvalid'
  | 'profileForm.errors.pictureTooLong'
  | 'profileForm.errors.invalid';

function keyFor(field: ProfileField, code: string): ProfileErrorKey {
  const tooBig = code === 'too_big';
  switch (field) {
    case 'phoneNumber':
      return tooBig ? 'profileForm.errors.phoneTooLong' : 'profileForm.errors.phoneInvalid';
    case 'position':
      return 'profileForm.errors.positionTooLong';
    case 'aboutMe':
      return 'profileForm.errors.aboutMeTooLong';
    case 'picture':
      return tooBig ? 'profileForm.errors.pictureTooLong' : 'profileForm.errors.pictureInvalid';
    default:
      return 'profileForm.errors.invalid';
  }
}

/** Validates the form with the contract's own schema; one message key per invalid field. */
export function validateProfile(values: ProfileFormValues): Partial<Record<ProfileField, ProfileErrorKey>> {
  const result = ProfileUpdateInput.safeParse(toBody(values));
  if (result.success) return {};
  const errors: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    if (field && !errors[field]) errors[field] = keyFor(field, issue.code);
  }
  return errors;
}

/** The field of an API validation detail ('body.phoneNumber' or 'phoneNumber'). */
export function fieldOfDetail(path: string): ProfileField | null {
  const name = path.replace(/^body\./, '').split('.')[0];
  return (['phoneNumber', 'position', 'aboutMe', 'picture', 'preferredLanguage'] as const).find((f) => f === name) ?? null;
}
