/**
 * Email and social login are future plugins. The Connect view shows their rows only when the
 * feature is on AND an enabled plugin contributes the view that drives them (`api.isViewAvailable`);
 * otherwise nothing.
 */

/** The views an email / social login plugin contributes (the convention those plugins follow). */
export const EMAIL_VIEW = 'EmailLogin';
export const SOCIAL_VIEW = 'ConnectingSocial';

/** Social providers enabled by the features (`false` or an empty list = none). */
export function enabledSocials(features: { socials?: unknown }): string[] {
  return Array.isArray(features.socials) ? (features.socials as string[]) : [];
}
