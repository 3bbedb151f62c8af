import { ApiError, SessionChangedError, ValidationError, type CurrentUser } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useT } from '../../../i18n';
import {
  changesPassword,
  checkPhoto,
  checkProfile,
  initialProfileForm,
  PROFILE_FIELDS,
  readAsDataUrl,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from '../lib/profileForm';
import { homeMessages } from '../messages';

/** Which field a value of the form is shown under (the photo's two controls share the API's `avatar`). */
const FIELD_OF: Record<keyof ProfileFormValues, ProfileField> = {
  name: 'name',
  photo: 'avatar',
  removePhoto: 'avatar',
  current_password: 'current_password',
  password: 'password',
  password_confirmation: 'password_confirmation',
};

/**
 * The profile form: the schema check before sending, the server's 422 messages on their fields (nothing typed is
 * lost), a failure notice that stays 8.8 s, and the session updated with what the server saved, so the top bar and
 * the page show the new name and photo at once.
 */
export function useProfileForm() {
  const api = useApi();
  const t = useT(homeMessages);
  const toast = useToast();
  const { user, slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ProfileFormValues>(() => initialProfileForm(user.name));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change<F extends keyof ProfileFormValues>(field: F, value: ProfileFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message was about the old value.
    setErrors((current) => (current[FIELD_OF[field]] ? { ...current, [FIELD_OF[field]]: undefined } : current));
  }

  const refuse = (found: ProfileErrors) => {
    setErrors(found);
    setSummary(t('profile.edit.fixErrors'));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const photoError = checkPhoto(values.photo, t);
    if (photoError) return refuse({ avatar: photoError });
    setPending(true);
    setSummary(null);
    try {
      const avatar = values.photo ? await readAsDataUrl(values.photo) : values.removePhoto ? null : undefined;
      const check = checkProfile(values, avatar, t);
      if (!check.ok) return refuse(check.errors);
      const saved = await api.identity.updateProfile(user.id, check.input);
      await mutate([slug, 'company-session'], (session?: { user: CurrentUser }) => (session ? { ...session, user: saved } : session), {
        revalidate: false,
      });
      toast.success(t('profile.edit.saved'), changesPassword(values) ? t('profile.edit.passwordChanged') : undefined);
      setValues(initialProfileForm(saved.name));
      setErrors({});
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error instanceof SessionChangedError) return;
      if (error instanceof ValidationError) {
        const messages = error.fieldMessages();
        setErrors(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, messages[field]])));
        setSummary(error.message);
      } else {
        toast.error(t('profile.edit.failed'), error.message);
      }
    } finally {
      setPending(false);
    }
  }

  return { values, errors, summary, pending, change, submit, hasPhoto: user.avatar !== null };
}
