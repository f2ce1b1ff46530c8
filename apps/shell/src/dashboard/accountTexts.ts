/**
 * Texts of the admin's account actions in the header menu. The spec has no such screen: these
 * follow its toast style (a short title, a sentence; success or destructive). docs/decisions.md, issue 23.
 */
export const ACCOUNT_TEXTS = {
  changePassword: 'Change password',
  signOutEverywhere: 'Sign out everywhere',
  dialogIntro: 'Enter your current password and a new one of at least 12 characters. Other sessions are signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Repeat new password',
  submit: 'Change Password',
  submitting: 'Changing...',
  cancel: 'Cancel',
  changedTitle: 'Password Changed',
  changedDescription: 'Your password has been updated. Other sessions were signed out.',
  changeFailedTitle: 'Update Failed',
  changeFailedDescription: 'Failed to change password.',
  signOutFailedTitle: 'Sign Out Failed',
  signOutFailedDescription: 'Failed to sign out everywhere.',
} as const;
