/**
 * The WalletConnect plugin's public contract: its connector id and the slices that say where a pairing
 * stands (the URI on show and the phase), for code that draws its own connect screen (the headless
 * plugin). Keys and types only: importing it pulls none of this plugin's code.
 */
export { WC_CONNECTOR_ID } from './constants';
export { wcPairingKey, wcStatusKey, type WcPairing, type WcPhase, type WcStatus } from './status';
export type { ChosenWallet } from './session';
