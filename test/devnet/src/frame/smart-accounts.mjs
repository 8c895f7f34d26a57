// Smart accounts on the frame emulator. The devnet has no account-abstraction stack, so a smart
// account here is an address derived from the user's EOA (signing still uses the EOA key); what the
// emulator models is the protocol: the networks that enable them, INIT_SMART_ACCOUNT before use, and
// SET_PREFERRED_ACCOUNT switching between the two addresses.
//
// Which networks enable them is set per browser context, like hostile mode (hostile.mjs), by a cookie
// on the frame's origin, so a test turns them on for its own pages only:
//   gangway-frame-smart-accounts=31337,31338   smart accounts on those eip155 chain ids
// Without the cookie the list is empty, as it always was on the devnet.
import { getAddress, keccak256, toHex } from 'viem';

export const SMART_ACCOUNTS_COOKIE = 'gangway-frame-smart-accounts';

/** The smart-account chain ids a request's Cookie header enables. @param {string | undefined} cookie @returns {number[]} */
export function smartAccountNetworks(cookie) {
  const m = new RegExp(`(?:^|;\\s*)${SMART_ACCOUNTS_COOKIE}=([0-9,]+)`).exec(cookie ?? '');
  return (m?.[1] ?? '').split(',').filter(Boolean).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** The user's smart-account address: fixed for an EOA, never the EOA itself. @param {string} eoa */
export function smartAccountAddress(eoa) {
  return getAddress(`0x${keccak256(toHex(`gangway-smart-account:${eoa.toLowerCase()}`)).slice(-40)}`);
}
