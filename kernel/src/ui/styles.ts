/**
 * The modal's stylesheet, injected once as a <style> element carrying the host's CSP nonce, so a
 * page with a strict style-src works. Appearance constants of spec §9: 360 px wide, z-index 999,
 * master font size 10px, master border radius 4px; light/dark through CSS variables.
 */
export const MODAL_CSS = `
[data-gangway-modal]{--gw-font-size-master:10px;--gw-border-radius-master:4px;--gw-z-index:999;--gw-width:360px;
--gw-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--gw-accent:#3b6cf6;--gw-accent-fg:#fff;
--gw-bg:#fff;--gw-fg:#141414;--gw-muted:#6b7280;--gw-surface:#f3f4f6;--gw-border:#e5e7eb;--gw-error:#d92d20;--gw-success:#1a7f37;--gw-overlay:rgba(0,0,0,.35);
font-family:var(--gw-font-family);font-size:calc(var(--gw-font-size-master)*1.4);color:var(--gw-fg)}
[data-gangway-modal][data-theme=dark]{--gw-bg:#141414;--gw-fg:#f5f5f5;--gw-muted:#9ca3af;--gw-surface:#1f1f1f;--gw-border:#2f2f2f;--gw-overlay:rgba(0,0,0,.6)}
[data-gangway-modal] *{box-sizing:border-box}
.gw-overlay{position:fixed;inset:0;z-index:var(--gw-z-index);background:var(--gw-overlay);display:flex;align-items:center;justify-content:center;animation:gw-fade .15s ease}
.gw-embedded{position:static;background:none}
.gw-card{width:var(--gw-width);max-width:100vw;max-height:min(640px,100vh);display:flex;flex-direction:column;background:var(--gw-bg);
border:1px solid var(--gw-border);border-radius:calc(var(--gw-border-radius-master)*8);box-shadow:0 8px 32px rgba(0,0,0,.2);overflow:hidden;animation:gw-pop .12s ease}
.gw-card[data-shake=true]{animation:gw-shake .5s}
.gw-header{display:flex;align-items:center;gap:8px;padding:14px 14px 8px}
.gw-header h2{flex:1;margin:0;text-align:center;font-size:calc(var(--gw-font-size-master)*1.6);font-weight:600}
.gw-icon-btn{width:32px;height:32px;border:0;border-radius:calc(var(--gw-border-radius-master)*2);background:transparent;color:var(--gw-fg);cursor:pointer;font-size:18px;line-height:1}
.gw-icon-btn:hover:not(:disabled){background:var(--gw-surface)}.gw-icon-btn:disabled{opacity:.35;cursor:not-allowed}
.gw-spacer{width:32px}
[dir=rtl] [data-gangway-back]{transform:scaleX(-1)}
.gw-body{padding:8px 14px 16px;overflow:auto;flex:1}
.gw-btn{display:flex;align-items:center;gap:10px;width:100%;padding:10px 12px;margin:0 0 8px;border:1px solid var(--gw-border);
border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-surface);color:var(--gw-fg);font:inherit;cursor:pointer;text-align:start}
.gw-btn:hover:not(:disabled){border-color:var(--gw-accent)}.gw-btn:disabled{opacity:.5;cursor:not-allowed}
.gw-btn-primary{background:var(--gw-accent);color:var(--gw-accent-fg);border-color:var(--gw-accent);justify-content:center}
.gw-btn img{width:28px;height:28px;border-radius:calc(var(--gw-border-radius-master)*2)}
.gw-input{width:100%;padding:10px 12px;margin:0 0 8px;border:1px solid var(--gw-border);border-radius:calc(var(--gw-border-radius-master)*4);background:var(--gw-bg);color:var(--gw-fg);font:inherit}
.gw-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.gw-muted{color:var(--gw-muted)}.gw-error{color:var(--gw-error)}.gw-center{text-align:center}
.gw-initials::before{content:attr(data-initials)}
.gw-tabs{display:flex;gap:4px;margin:0 0 10px}.gw-tabs button{flex:1}
.gw-toast{position:absolute;left:50%;bottom:16px;transform:translateX(-50%);padding:8px 14px;border-radius:999px;background:var(--gw-fg);color:var(--gw-bg);
font-size:calc(var(--gw-font-size-master)*1.3);z-index:calc(var(--gw-z-index) + 1);animation:gw-fade .15s ease}
.gw-toast[data-variant=error]{background:var(--gw-error);color:#fff}.gw-toast[data-variant=success]{background:var(--gw-success);color:#fff}
.gw-alert{margin:0 14px 8px;padding:8px 10px;border-radius:calc(var(--gw-border-radius-master)*3);background:var(--gw-surface);border:1px solid var(--gw-error)}
.gw-alert strong{display:block}
.gw-spinner{margin:24px auto;width:28px;height:28px;border:3px solid var(--gw-border);border-top-color:var(--gw-accent);border-radius:50%;animation:gw-spin .8s linear infinite}
@keyframes gw-spin{to{transform:rotate(360deg)}}
@keyframes gw-fade{from{opacity:0}}
@keyframes gw-pop{from{transform:scale(.97);opacity:0}}
@keyframes gw-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){[data-gangway-modal] *{animation:none!important}}
`;

const STYLE_ID = 'gangway-styles';

/** Insert the stylesheet once; the nonce lets it through a strict style-src. */
export function injectStyles(doc: Document, nonce?: string) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = MODAL_CSS;
  doc.head.appendChild(style);
}
