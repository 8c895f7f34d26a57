/**
 * Spec §5/§8 texts of the sign-in rules, word for word. The three only sign-in raises moved here from
 * the kernel catalogue; 'No ActiveCaipAddress found', 'Signature declined' and the smart-account text
 * stay there because other plugins raise them too.
 */
import { ERRORS } from '@gangway/kernel';

export const SIWX_ERRORS = {
  SIWX_DISABLED: 'SIWX is not enabled',
  NO_ACTIVE_ADDRESS: ERRORS.NO_ACTIVE_ADDRESS,
  NO_ACTIVE_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  SIGNATURE_DECLINED: ERRORS.SIGNATURE_DECLINED,
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
} as const;
