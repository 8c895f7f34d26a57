/**
 * The modal's phone layout (docs/mobile.md), kept apart from the base stylesheet so visual changes
 * to the views and this layout do not collide:
 * - under 430 px the card is a bottom sheet: full width, anchored to the bottom, rounded top corners,
 *   at most the viewport height less a strip of overlay (so the page behind stays visible and a tap
 *   there closes), its body scrolling;
 * - the safe-area insets (notch, home indicator) pad the sheet; they are non-zero only when the host
 *   page's viewport meta has `viewport-fit=cover`;
 * - on a coarse pointer (touch) every control is at least 44 × 44 px (WCAG 2.5.5 / Apple HIG).
 */
export const MOBILE_BREAKPOINT_PX = 430;

export const MOBILE_CSS = `
@media (max-width:${MOBILE_BREAKPOINT_PX - 0.02}px){
.gw-overlay{align-items:flex-end}
.gw-overlay>.gw-card{width:100%;max-width:100%;max-height:calc(100dvh - 48px - env(safe-area-inset-top,0px));border-bottom:0;
border-radius:calc(var(--gw-border-radius-master)*8) calc(var(--gw-border-radius-master)*8) 0 0;
padding:0 env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px);animation:gw-sheet .15s ease}
.gw-overlay>.gw-card .gw-toast{bottom:calc(16px + env(safe-area-inset-bottom,0px))}
}
@media (pointer:coarse){
[data-gangway-modal] .gw-btn,[data-gangway-modal] .gw-input,[data-gangway-modal] .gw-tabs button{min-height:44px}
[data-gangway-modal] .gw-icon-btn,[data-gangway-modal] .gw-spacer{min-width:44px;min-height:44px}
[data-gangway-modal] input[type=checkbox]{width:24px;height:24px;margin:10px}
[data-gangway-modal] label:has(>input[type=checkbox]){min-height:44px;align-items:center}
}
@keyframes gw-sheet{from{transform:translateY(24px);opacity:0}}
`;
