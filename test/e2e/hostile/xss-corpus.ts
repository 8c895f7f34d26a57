/**
 * Hostile text: what a wallet, a registry entry, a token contract, an NFT or a profile could send to
 * be shown on the page. Used by the fuzz boundaries (as leaf values of generated answers) and by the
 * hostile-content e2e (test/e2e/hostile), which feeds it through the devnet into the real views.
 * Every payload that would run sets `window.__gwXss` (a flag the e2e asserts stays unset) or
 * navigates away (which the e2e also watches).
 */
const FLAG = 'window.__gwXss=1';

/** Markup and script that must stay text. */
export const HTML_PAYLOADS: readonly string[] = [
  `<script>${FLAG}</script>`,
  `<img src=x onerror="${FLAG}">`,
  `<img src="x" onerror=${FLAG}//`,
  `<svg onload=${FLAG}>`,
  `<svg><script>${FLAG}</script></svg>`,
  `<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:${FLAG}"><text>x</text></a></svg>`,
  `<iframe src="javascript:${FLAG}"></iframe>`,
  `<iframe srcdoc="<script>parent.__gwXss=1</script>"></iframe>`,
  `<a href="javascript:${FLAG}">click</a>`,
  `<body onload=${FLAG}>`,
  `<details open ontoggle=${FLAG}>`,
  `<video><source onerror=${FLAG}></video>`,
  `<input autofocus onfocus=${FLAG}>`,
  `<marquee onstart=${FLAG}>`,
  `<object data="javascript:${FLAG}"></object>`,
  `<embed src="javascript:${FLAG}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${FLAG}>`,
  `<form action="javascript:${FLAG}"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${FLAG}">`,
  `<base href="javascript:${FLAG}//">`,
  `<style>@import 'javascript:${FLAG}';</style>`,
  `<div style="background:url(javascript:${FLAG})">`,
  `"><script>${FLAG}</script>`,
  `'><img src=x onerror=${FLAG}>`,
  `</title><script>${FLAG}</script>`,
  `<!--<img src="--><img src=x onerror=${FLAG}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${FLAG}>">`,
  `{{constructor.constructor('${FLAG}')()}}`,
  `\${${FLAG}}`,
  `&lt;script&gt;${FLAG}&lt;/script&gt;`,
];

/** URLs that must never be navigated to or loaded as anything but an inert image. */
export const URL_PAYLOADS: readonly string[] = [
  `javascript:${FLAG}`,
  `JaVaScRiPt:${FLAG}`,
  ` javascript:${FLAG}`,
  `\tjava\nscript:${FLAG}`,
  `javascript&colon;${FLAG}`,
  `&#106;avascript:${FLAG}`,
  `vbscript:msgbox(1)`,
  `data:text/html,<script>${FLAG}</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19nd1hzcz0xPC9zY3JpcHQ+`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${FLAG}"/>`,
  `data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9fZ3dYc3M9MSIvPg==`,
  `file:///etc/passwd`,
  `blob:https://evil.example/1234`,
  `about:blank`,
  `view-source:https://evil.example`,
  `intent://scan/#Intent;scheme=javascript;end`,
  `//evil.example/x.png`,
  `https://evil.example/"onerror="${FLAG}`,
  `https://evil.example/<svg onload=${FLAG}>`,
  `chrome://settings`,
  `ws://evil.example`,
];

/** Text tricks: direction overrides, invisible characters, lookalikes, very long strings. */
export const TEXT_PAYLOADS: readonly string[] = [
  'MetaMask\u202Egnp.exe',
  '\u202EtnuoccA\u202C',
  '\u2066USDC\u2069\u2067CDSU\u2069',
  'U\u200BS\u200CD\u200DC\uFEFF',
  '\u0000\u0001\u0007\u001b[31mred',
  'Ｍｅｔａｍａｓｋ',
  'USDС', // Cyrillic С
  '\uD800', // a lone surrogate
  '🦊'.repeat(500),
  'A'.repeat(100_000),
  '<'.repeat(10_000),
  'Z̷̢̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛̛',
  '__proto__',
  'constructor',
  'toString',
  '',
  ' ',
  '\n\r\t',
];

/** The whole corpus (docs/reliability.md states its size). */
export const XSS_CORPUS: readonly string[] = [...HTML_PAYLOADS, ...URL_PAYLOADS, ...TEXT_PAYLOADS];
