/** React bindings for hosts. */
export { GangwayProvider } from './GangwayProvider';
export { useGangway } from './context';
export * from './hooks';
export { useGangwayModalState, useGangwayTheme } from './app-hooks';
export { GangwayConnectButton, GangwayModal } from './components';
export { GangwayButton, GangwayAccountButton, GangwayNetworkButton, type HostButtonProps } from './host-buttons';
/** The icon set and the generated avatar, for plugins' views and hosts (lazy wherever they are used). */
export { GangwayIcon, ICON_PATHS, type IconName } from '../ui/icons';
export { avatarDataUrl, avatarLook, avatarSvg, type AvatarLook } from '../ui/avatar';
export { themeProperties } from '../api/theme-vars';
