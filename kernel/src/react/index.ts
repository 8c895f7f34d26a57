/** React bindings for hosts. */
export { GangwayProvider } from './GangwayProvider';
export { useGangway } from './context';
export * from './hooks';
export { useGangwayModalState, useGangwayTheme } from './app-hooks';
export { GangwayConnectButton, GangwayModal } from './components';
