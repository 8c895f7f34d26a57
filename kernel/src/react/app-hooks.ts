/**
 * Hooks hosts know from AppKit (useAppKitTheme, useAppKitState) that the other bindings do not cover:
 * the theme, and the modal's state at a glance. Each subscribes to just what it returns.
 */
import { useCallback } from 'react';
import { useGangway } from './context';
import { useGangwayState } from './hooks';

/** The modal's theme mode and its setter (`gangway.setThemeMode`). */
export function useGangwayTheme() {
  const g = useGangway();
  const themeMode = useGangwayState((s) => s.modal.themeMode);
  return { themeMode, themeVariables: g.kernel.options.themeVariables, setThemeMode: useCallback((mode: 'light' | 'dark') => g.setThemeMode(mode), [g]) };
}

/** Open or not, loading, the active chain and its network (CAIP-2), the current view. */
export function useGangwayModalState() {
  const open = useGangwayState((s) => s.modal.open);
  const loading = useGangwayState((s) => s.modal.loading);
  const activeChain = useGangwayState((s) => s.activeChain);
  const selectedNetworkId = useGangwayState((s) => s.activeCaipNetwork?.caipNetworkId);
  const view = useGangwayState((s) => s.router.history.at(-1)?.view);
  return { open, loading, activeChain, selectedNetworkId, view };
}
