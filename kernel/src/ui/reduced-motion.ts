/**
 * Visitors who ask the system for less motion get none: no open, view-change, hover or spinner
 * animation and no transition, in the modal and in the host components (both stylesheets end with it).
 */
export const REDUCED_MOTION = '@media (prefers-reduced-motion:reduce){[data-gangway-modal],[data-gangway-modal] *,[data-gangway-host],[data-gangway-host] *{animation:none!important;transition:none!important}}';
