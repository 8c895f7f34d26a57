/** The WalletConnect mark as an inline SVG data URI (no request; `img-src data:` is allowed by our strict CSP). */
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3B99FC"/>'
  + '<path d="M12.2 15.4c4.3-4.2 11.3-4.2 15.6 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8 8 0 0 0-10.8 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19.3 3.6 1.6 1.6a.5.5 0 0 1 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.8L8.3 19a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0z" fill="#fff"/></svg>';

export const WALLETCONNECT_LOGO = `data:image/svg+xml,${encodeURIComponent(svg)}`;
