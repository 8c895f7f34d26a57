/** Data carried by SwitchActiveChain (spec §2): the family to switch to, and where to go after. */
export interface SwitchActiveChainData {
  switchToChain: string;
  /** The view shown once switched (default: Connect, or Account when the family is connected). */
  navigateTo?: string;
  navigateWithReplace?: boolean;
  network?: unknown;
}
