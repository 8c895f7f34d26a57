/**
 * The embedded wallet's login rows on the Connect view (the email field, the social buttons),
 * fetched as one script on the first open (first-view-sets.ts): each plugin's entry module.
 */
import * as email from '@gangway/plugin-email/plugin';
import * as socials from '@gangway/plugin-socials/plugin';

export default { email, socials };
