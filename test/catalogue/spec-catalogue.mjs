/**
 * The messages of the spec's error catalogue (widget-spec.md §8), word for word, as the coverage
 * check reads them. Templates keep their placeholders ({n}, {ns}, {name}); the check accepts any
 * filled-in instance. Alerts are listed by their short message (kernel/src/errors/alerts.ts); the
 * spec names three of them in lower case, by the reason that raises them rather than by a title:
 * "unverified domain" is WalletConnect Verify's verdict (the walletconnect plugin's
 * WC_UNVERIFIED_DOMAIN, titled 'Unverified Domain'); "iframe load failed" and "iframe request
 * timeout" are the reasons §8 says frame timeouts report (iframe_load_failed,
 * iframe_request_timeout), each shown as the frame alert listed before them (Network Error - Could
 * not load embedded wallet, Embedded Wallet Request Timed Out) — one alert per event, not two. A
 * test counts for those two when it asserts the report.
 */
export const SPEC_MESSAGES = [
  'Please try again after {n} seconds',
  'Token Balance Unavailable',
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Failed to disconnect',
  'Failed to disconnect chain {ns}',
  'Failed to disconnect chains',
  'A problem occurred while trying initialize authentication',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Failed to fetch transactions',
  "Transactions can't be fetched without an accountAddress",
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  'Unable to load email login dependency',
  'An error occurred',
  'Request was aborted',
  'Something went wrong',
  'Unknown Network',
  'Unsupported chain',
  'An amount and receiver address are required',
  'A token is required',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name {name}',
  'Network not found',
  'Address or auth connector not found',
  'Chain is not supported',
  'Adapter not found',
  'CaipNetwork is undefined',
  'CaipNetwork or CaipAddress is undefined',
  "Adapter for namespace {ns} doesn't exist",
];

/** §8 alerts: the spec's name → the alert kind whose short message the widget shows (for the two frame reasons: the report). */
export const SPEC_ALERTS = {
  'Network Not Found': 'NETWORK_NOT_FOUND',
  'Invalid App Configuration': 'INVALID_APP_CONFIGURATION',
  'Network Error - Could not load embedded wallet': 'EMBEDDED_WALLET_NETWORK_ERROR',
  'Embedded Wallet Request Timed Out': 'EMBEDDED_WALLET_TIMEOUT',
  'Session Expired': 'SESSION_EXPIRED',
  'Invalid Project ID': 'INVALID_PROJECT_ID',
  'Project ID Not Configured': 'PROJECT_ID_NOT_CONFIGURED',
  'unverified domain': 'WC_UNVERIFIED_DOMAIN',
  'iframe load failed': 'iframe_load_failed',
  'iframe request timeout': 'iframe_request_timeout',
};
