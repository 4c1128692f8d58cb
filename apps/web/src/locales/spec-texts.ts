/**
 * The texts the specification quotes (docs/spec/participant-app.md §5 and §8,
 * docs/spec/admin-and-shell.md §2, §5 and §8), each with the catalog keys that show it.
 * The spec quotes English only; the German catalogs translate the same keys.
 */
export const specTexts: ReadonlyArray<{ text: string; keys: readonly string[] }> = [
  // Participant spec §5: login, register, activity, passwords.
  { text: 'Please input both Email and Password!', keys: ['auth:login.missingCredentials'] },
  { text: 'Invalid email address', keys: ['errors:validation.EMAIL_INVALID'] },
  { text: 'You are offline', keys: ['auth:login.offline'] },
  { text: 'Email is required', keys: ['errors:validation.EMAIL_REQUIRED'] },
  {
    text: 'Email already exists',
    keys: ['errors:EMAIL_ALREADY_EXISTS', 'errors:validation.EMAIL_ALREADY_EXISTS'],
  },
  { text: 'Given name is required', keys: ['errors:validation.FIRST_NAME_REQUIRED'] },
  { text: 'Last name is required', keys: ['errors:validation.LAST_NAME_REQUIRED'] },
  { text: 'Password is required', keys: ['errors:validation.PASSWORD_REQUIRED'] },
  {
    text: 'Password confirmation is required',
    keys: ['errors:validation.PASSWORD_CONFIRMATION_REQUIRED'],
  },
  // Register quotes "Password and confirmation do not match"; reset, change and the admin
  // user form quote the same message as "password and confirmation does not match". Every
  // form shows the grammatical one (issue 23, decision 069).
  {
    text: 'Password and confirmation do not match',
    keys: [
      'errors:validation.PASSWORD_MISMATCH',
      'errors:validation.PASSWORD_CONFIRMATION_MISMATCH',
    ],
  },
  { text: 'Yes I agree', keys: ['auth:register.termsAccept'] },
  { text: 'No', keys: ['auth:register.termsDecline'] },
  { text: 'Distance is required', keys: ['errors:validation.DISTANCE_REQUIRED'] },
  { text: 'Distance is invalid', keys: ['errors:validation.DISTANCE_INVALID'] },
  {
    text: 'No more than 3 images allowed',
    keys: [
      'errors:TOO_MANY_IMAGES',
      'errors:validation.TOO_MANY_IMAGES',
      'activities:form.photoProblems.TOO_MANY_IMAGES',
    ],
  },
  // Participant spec §6.
  {
    text: 'User does not allow friendship requests',
    keys: ['friends:add.notAllowed', 'errors:FRIENDSHIP_NOT_ALLOWED'],
  },
  // Participant spec §8: login, register, forgot password.
  { text: 'USER DOES NOT EXIST', keys: ['auth:login.errors.USER_DOES_NOT_EXIST'] },
  { text: 'INVALID EMAIL ADDRESS OR PASSWORD', keys: ['auth:login.errors.WRONG_PASSWORD'] },
  { text: 'USER NOT VERIFIED', keys: ['auth:login.errors.USER_NOT_VERIFY'] },
  {
    text: 'Too many incorrect password attempts. Your account has been temporarily locked for 5 minutes. You can try again after the 5 minutes elapse or click on Forgot Password.',
    keys: ['auth:login.errors.BLOCKED_USER'],
  },
  { text: 'Login failed. Please try again.', keys: ['auth:login.errors.failed'] },
  {
    text: 'You are already registered, now you can log in',
    keys: ['auth:register.alreadyRegistered'],
  },
  {
    text: 'Please check your email to complete your registration',
    keys: ['auth:register.success'],
  },
  { text: 'Registration failed, please try later.', keys: ['auth:register.failed'] },
  { text: 'Email to reset password has been sent', keys: ['errors:messages.RESET_EMAIL_SENT'] },
  {
    text: 'Unfortunately, the email you entered was not found.',
    keys: ['auth:forgot.emailNotFound', 'errors:EMAIL_NOT_FOUND'],
  },
  // Participant spec §8: feed and activity.
  {
    text: 'Failed to load activity!',
    keys: ['feed:toasts.loadFailed', 'activities:list.loadFailed'],
  },
  { text: 'Failed to create comment!', keys: ['feed:toasts.commentFailed'] },
  { text: 'Failed to like news!', keys: ['feed:toasts.likeFailed'] },
  { text: 'Failed to unlike news!', keys: ['feed:toasts.unlikeFailed'] },
  { text: 'Activity created', keys: ['activities:toasts.created'] },
  { text: 'Activity updated', keys: ['activities:toasts.updated'] },
  { text: 'Activity deleted', keys: ['activities:toasts.deleted'] },
  { text: 'Create activity failed', keys: ['activities:toasts.createFailed'] },
  { text: 'Update activity failed', keys: ['activities:toasts.updateFailed'] },
  { text: 'Delete activity failed', keys: ['activities:toasts.deleteFailed'] },
  { text: 'Notification deleted', keys: ['notifications:toast.deleted'] },
  { text: 'Fail to delete notification', keys: ['notifications:toast.deleteFailed'] },
  { text: "Are you sure? You won't be able to revert this!", keys: ['common:confirm.message'] },
  // Participant spec §9.
  { text: 'More comments', keys: ['feed:comments.more'] },
  { text: 'More likes', keys: ['feed:likes.more'] },
  // Admin spec §2 and §5.
  { text: 'User Detail', keys: ['shell:titles.userDetail'] },
  { text: 'Start date is required', keys: ['errors:validation.START_DATE_REQUIRED'] },
  { text: 'End date is required', keys: ['errors:validation.END_DATE_REQUIRED'] },
  // Admin spec §5 writes the typed address as {x}; the catalogs name it {{email}}.
  { text: '{{email}} is not a valid email address.', keys: ['communications:form.emails.invalid'] },
  { text: '{{email}} has already been added.', keys: ['communications:form.emails.duplicate'] },
];

/**
 * The message keys the specification names instead of a text (participant spec §8, admin
 * spec §5 and §8), each with the catalog key that carries it; both languages translate it.
 */
export const specLabels: Readonly<Record<string, string>> = {
  'teams.get_teams_failed': 'teams:get_teams_failed',
  'teams.get_report_failed': 'teams:get_report_failed',
  update_profile_successful: 'profile:toasts.update_profile_successful',
  update_profile_failed: 'profile:toasts.update_profile_failed',
  label_request_friend_successful: 'friends:toast.requestSuccess',
  label_request_friend_failed: 'friends:toast.requestFailed',
  add_as_friend: 'friends:add.confirm',
  label_registration_successful: 'events:registration.label_registration_successful',
  label_registration_failed: 'events:registration.label_registration_failed',
  label_change_password_successful: 'profile:password.label_change_password_successful',
  label_change_password_failed: 'profile:password.label_change_password_failed',
  label_reset_password_failed: 'auth:reset.failed',
  label_email_not_found: 'auth:forgot.emailNotFound',
  label_password_reset_failed: 'auth:forgot.failed',
  registration_successful: 'auth:confirm.success',
  verification_in_progress: 'auth:confirm.inProgress',
  out_app_success: 'profile:leave.out_app_success',
  no_record_found: 'common:empty.noRecords',
  no_results_found: 'common:empty.noResults',
  delete_item_confirmation: 'teams:confirm.delete_item_confirmation',
  delete_event_confirmation: 'events:confirm.delete_event_confirmation',
  delete_user_confirmation: 'users:confirm.delete_user_confirmation',
  change_status_user_confirmation: 'users:confirm.change_status_user_confirmation',
  event_name_require: 'errors:validation.EVENT_NAME_REQUIRED',
  given_name_is_required: 'errors:validation.FIRST_NAME_REQUIRED',
  last_name_is_required: 'errors:validation.LAST_NAME_REQUIRED',
  email_is_required: 'errors:validation.EMAIL_REQUIRED',
  invalid_email_address: 'errors:validation.EMAIL_INVALID',
  email_already_exists: 'errors:validation.EMAIL_ALREADY_EXISTS',
  label_password_invalid: 'errors:validation.PASSWORD_INVALID',
  password_and_confirmation_does_not_match: 'errors:validation.PASSWORD_CONFIRMATION_MISMATCH',
};

/** Every catalog key whose English text the specification fixes word for word. */
export const specPinnedKeys: ReadonlySet<string> = new Set(specTexts.flatMap((s) => s.keys));
