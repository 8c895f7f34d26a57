/**
 * Email and social login come from other plugins, as entries of the 'connect.methods' slot
 * (ids 'email' and 'social'); the Connect view shows a method only when an enabled plugin contributes it.
 */

/** Social providers enabled by the features (`false` or an empty list = none). */
export function enabledSocials(features: { socials?: unknown }): string[] {
  return Array.isArray(features.socials) ? (features.socials as string[]) : [];
}
