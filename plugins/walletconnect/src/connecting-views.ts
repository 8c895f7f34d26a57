/** The two Connecting views, one lazy chunk ("wc-views"): both come with the controller, never in the click's wave. */
export { makeConnectingWalletConnectView } from './ConnectingWalletConnectView';
export { makeConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
