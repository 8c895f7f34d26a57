/**
 * The modal's stylesheet, injected once as a <style> element carrying the host's CSP nonce, so a
 * page with a strict style-src works. Appearance constants of spec §9: 360 px wide, z-index 999,
 * master font size 10px, master border radius 4px — the defaults of the `--gw-*` variables (docs/theming.md);
 * light/dark through CSS variables. Motion: 120 ms modal open, 150 ms view change, 150 ms hover/press,
 * none at all under prefers-reduced-motion. The muted text colour keeps 4.5:1 (WCAG AA) on the
 * surface colour too, where list rows put it (axe spec).
 */
import { REDUCED_MOTION } from './reduced-motion';
import { MOBILE_CSS } from './mobile-styles';
import { DEFAULT_FONT_FAMILY } from '../api/theme-vars';

export const MODAL_CSS = `
[data-gangway-modal]{--gw-width:360px;--gw-z-index:999;--gw-font-size-master:10px;--gw-border-radius-master:4px;
--gw-font-family:${DEFAULT_FONT_FAMILY};--gw-accent:#3b6cf6;--gw-accent-fg:#fff;
--gw-color-mix:#3b6cf6;--gw-color-mix-strength:0%;--gw-qr-color:#141414;--gw-qr-bg:#fff;
--gw-duration-open:120ms;--gw-duration-view:150ms;--gw-duration-hover:150ms;
--gw-bg:#fff;--gw-fg:#141414;--gw-muted:#5f6672;--gw-surface:#f3f4f6;--gw-border:#e5e7eb;--gw-error:#d92d20;--gw-link:#2f5bd8;--gw-success:#1a7f37;
--gw-overlay:rgba(10,12,20,.4);--gw-shadow:0 12px 40px rgba(16,24,40,.18),0 2px 6px rgba(16,24,40,.08);
--gw-c-surface:color-mix(in srgb,var(--gw-color-mix) var(--gw-color-mix-strength),var(--gw-surface));
font-family:var(--gw-font-family);font-size:calc(var(--gw-font-size-master)*1.4);color:var(--gw-fg);line-height:1.35}
[data-gangway-modal][data-theme=dark]{--gw-link:#8ab4ff;--gw-bg:#141519;--gw-fg:#f3f4f6;--gw-muted:#a3aab5;--gw-surface:#1f2127;--gw-border:#2e3139;
--gw-overlay:rgba(0,0,0,.6);--gw-shadow:0 12px 40px rgba(0,0,0,.55);--gw-qr-color:#141414}
[data-gangway-modal] *{box-sizing:border-box}
[data-gangway-modal] a:not(.gw-btn){color:var(--gw-link)}
.gw-overlay{position:fixed;inset:0;z-index:var(--gw-z-index);background:var(--gw-overlay);display:flex;align-items:center;justify-content:center;animation:gw-fade var(--gw-duration-open) ease-out var(--gw-open-elapsed,0ms)}
.gw-embedded{position:static;background:none}
.gw-card{position:relative;width:var(--gw-width);max-width:100vw;max-height:min(640px,100vh);display:flex;flex-direction:column;background:var(--gw-bg);
border:1px solid var(--gw-border);border-radius:calc(var(--gw-border-radius-master)*8);box-shadow:var(--gw-shadow);overflow:hidden;animation:gw-pop var(--gw-duration-open) ease-out var(--gw-open-elapsed,0ms)}
.gw-card:focus{outline:none}
.gw-card[data-shake=true]{animation:gw-shake .5s}
.gw-header{display:flex;align-items:center;gap:8px;padding:14px 14px 8px}
.gw-header h2{flex:1;margin:0;text-align:center;font-size:calc(var(--gw-font-size-master)*1.6);font-weight:650;letter-spacing:-.01em}
.gw-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;padding:0;border-radius:calc(var(--gw-border-radius-master)*2.5);
background:transparent;color:var(--gw-fg);cursor:pointer;font-size:18px;line-height:1;vertical-align:middle;transition:background var(--gw-duration-hover),transform var(--gw-duration-hover)}
.gw-icon-btn:hover:not(:disabled){background:var(--gw-c-surface)}.gw-icon-btn:active:not(:disabled){transform:scale(.94)}.gw-icon-btn:disabled{opacity:.35;cursor:not-allowed}
.gw-icon{flex:none;display:block}
.gw-spacer{width:32px}
[dir=rtl] [data-gangway-back]{transform:scaleX(-1)}
.gw-body{padding:8px 14px 16px;overflow:auto;flex:1}
.gw-body>*{animation:gw-view var(--gw-duration-view) ease-out}
.gw-body[data-gangway-first]>*{animation:none}
.gw-btn{display:flex;align-items:center;gap:10px;width:100%;padding:10px 12px;margin:0 0 8px;border:1px solid var(--gw-border);
border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-c-surface);color:var(--gw-fg);font:inherit;font-weight:500;cursor:pointer;text-align:start;
transition:border-color var(--gw-duration-hover),background var(--gw-duration-hover),transform var(--gw-duration-hover)}
.gw-btn:hover:not(:disabled){border-color:var(--gw-accent)}.gw-btn:active:not(:disabled){transform:scale(.985)}.gw-btn:disabled{opacity:.5;cursor:not-allowed}
.gw-btn-primary{background:var(--gw-accent);color:var(--gw-accent-fg);border-color:var(--gw-accent);justify-content:center;font-weight:600}
.gw-btn-primary:hover:not(:disabled){filter:brightness(1.08)}
.gw-btn img{width:28px;height:28px;border-radius:calc(var(--gw-border-radius-master)*2)}
:is(.gw-btn,.gw-icon-btn,.gw-pill,.gw-action):focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
.gw-input{width:100%;padding:10px 12px;margin:0 0 8px;border:1px solid var(--gw-border);border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-bg);color:var(--gw-fg);font:inherit}
.gw-input:focus{outline:2px solid var(--gw-accent);outline-offset:-1px}
.gw-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.gw-muted{color:var(--gw-muted)}.gw-error{color:var(--gw-error)}.gw-center{text-align:center}
.gw-initials::before{content:attr(data-initials)}
.gw-tabs{display:flex;gap:4px;margin:0 0 10px;padding:3px;border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-c-surface)}
.gw-tabs button{flex:1;margin:0;justify-content:center;border-color:transparent;background:transparent}
.gw-tabs button[aria-selected=true]{background:var(--gw-bg);color:var(--gw-fg);border-color:var(--gw-border);box-shadow:0 1px 2px rgba(0,0,0,.08)}
.gw-account-head{display:flex;flex-direction:column;align-items:center;gap:2px;margin:0 0 12px;text-align:center}
.gw-account-line{display:flex;align-items:center;justify-content:center;gap:2px;margin:0;font-weight:600}
.gw-pill{display:inline-flex;align-items:center;gap:6px;width:auto;margin:4px 0 0;padding:4px 10px 4px 4px;border:1px solid var(--gw-border);border-radius:999px;
background:var(--gw-c-surface);color:var(--gw-fg);font:inherit;font-size:calc(var(--gw-font-size-master)*1.3);font-weight:500;cursor:pointer;transition:border-color var(--gw-duration-hover)}
.gw-pill:hover{border-color:var(--gw-accent)}p.gw-pill{cursor:default}
.gw-actions{display:flex;gap:6px;margin:0 0 10px}
.gw-action{flex:1;display:flex;flex-direction:column;align-items:center;gap:6px;min-width:0;padding:10px 4px;border:1px solid var(--gw-border);
border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-c-surface);color:var(--gw-fg);font:inherit;font-size:calc(var(--gw-font-size-master)*1.2);font-weight:500;cursor:pointer;
transition:border-color var(--gw-duration-hover),transform var(--gw-duration-hover)}
.gw-action .gw-icon{width:30px;height:30px;padding:6px;border-radius:50%;background:var(--gw-accent);color:var(--gw-accent-fg)}
.gw-action:hover{border-color:var(--gw-accent)}.gw-action:active{transform:scale(.97)}
.gw-qr{background:var(--gw-qr-bg)}.gw-qr path{fill:var(--gw-qr-color)}
.gw-toast{position:absolute;left:50%;bottom:16px;transform:translateX(-50%);padding:8px 14px;border-radius:999px;background:var(--gw-fg);color:var(--gw-bg);
font-size:calc(var(--gw-font-size-master)*1.3);z-index:calc(var(--gw-z-index) + 1);animation:gw-fade var(--gw-duration-view) ease}
.gw-toast[data-variant=error]{background:var(--gw-error);color:#fff}.gw-toast[data-variant=success]{background:var(--gw-success);color:#fff}
.gw-alert{margin:0 14px 8px;padding:8px 10px;border-radius:calc(var(--gw-border-radius-master)*3);background:var(--gw-c-surface);border:1px solid var(--gw-error)}
.gw-alert strong{display:block}
.gw-spinner{margin:24px auto;width:28px;height:28px;border:3px solid var(--gw-border);border-top-color:var(--gw-accent);border-radius:50%;animation:gw-spin .8s linear infinite}
@keyframes gw-spin{to{transform:rotate(360deg)}}
@keyframes gw-fade{from{opacity:0}}
@keyframes gw-pop{from{transform:translateY(6px) scale(.98);opacity:0}}
@keyframes gw-view{from{transform:translateX(8px);opacity:0}}
@keyframes gw-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
${REDUCED_MOTION}
`;

const STYLE_ID = 'gangway-styles';

/** Insert the stylesheet once; the nonce lets it through a strict style-src. */
export function injectStyles(doc: Document, nonce?: string) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = MODAL_CSS + MOBILE_CSS;
  doc.head.appendChild(style);
}
