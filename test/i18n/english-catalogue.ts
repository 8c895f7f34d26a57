/**
 * Every English text of the widget as the catalogue holds it at run time, by owner: the kernel's own
 * keys and its §8 alerts (`alert.<KIND>`, `alert.<KIND>.long`); each built-in plugin's messages and the
 * labels its manifest gives its slot entries (`slot.<slot>.<id>`, the key a locale translates them by).
 * What every shipped locale must translate, key for key, each owner in its own files.
 */
import { en } from '../../kernel/src/i18n/en';
import { ALERTS } from '../../kernel/src/errors/alerts';
import { BUILTIN_DETAILS } from '../../plugins/builtin/src/details';
import { MESSAGES as account } from '../../plugins/account/src/messages';
import { MESSAGES as activity } from '../../plugins/activity/src/messages';
import { MESSAGES as allWallets } from '../../plugins/all-wallets/src/messages';
import { MESSAGES as connect } from '../../plugins/connect/src/messages';
import { MESSAGES as email } from '../../plugins/email/src/messages';
import { FLOW_MESSAGES as emailFlow } from '../../plugins/email/src/flow-messages';
import { MESSAGES as embeddedWallet } from '../../plugins/embedded-wallet/src/messages';
import { MESSAGES as farcaster } from '../../plugins/farcaster/src/messages';
import { MESSAGES as names } from '../../plugins/names/src/messages';
import { MESSAGES as networks } from '../../plugins/networks/src/messages';
import { MESSAGES as nfts } from '../../plugins/nfts/src/messages';
import { MESSAGES as onramp } from '../../plugins/onramp/src/messages';
import { MESSAGES as pay } from '../../plugins/pay/src/messages';
import { MESSAGES as receive } from '../../plugins/receive/src/messages';
import { MESSAGES as send } from '../../plugins/send/src/messages';
import { MESSAGES as siwx } from '../../plugins/siwx/src/messages';
import { MESSAGES as socials } from '../../plugins/socials/src/messages';
import { FLOW_MESSAGES as socialsFlow } from '../../plugins/socials/src/flow-messages';
import { MESSAGES as swaps } from '../../plugins/swaps/src/messages';
import { MESSAGES as walletGuide } from '../../plugins/wallet-guide/src/messages';
import { MESSAGES as walletconnect } from '../../plugins/walletconnect/src/messages';
import { PROVIDER_ALERT_MESSAGES } from '../../plugins/walletconnect/src/provider-alerts';

export const PLUGIN_MESSAGES: Record<string, Record<string, string>> = {
  account, activity, 'all-wallets': allWallets, connect, email: { ...email, ...emailFlow }, 'embedded-wallet': embeddedWallet, farcaster, names, networks,
  nfts, onramp, pay, receive, send, siwx, socials: { ...socials, ...socialsFlow }, swaps, 'wallet-guide': walletGuide, walletconnect: { ...walletconnect, ...PROVIDER_ALERT_MESSAGES },
};

const alerts = Object.fromEntries(Object.entries(ALERTS).flatMap(([kind, a]) => [[`alert.${kind}`, a.shortMessage], [`alert.${kind}.long`, a.longMessage]]));

/** The kernel's own texts: its UI (i18n/en.ts) and its §8 alerts. The kernel's locale files hold exactly these. */
export const KERNEL_MESSAGES: Record<string, string> = { ...en, ...alerts };

/** A built-in plugin's slot labels, by the key a locale translates them with (`slot.<slot>.<id>`). */
const slotLabelsOf = (id: string): Record<string, string> => Object.fromEntries(Object.entries(BUILTIN_DETAILS[id]?.contributes ?? {})
  .flatMap(([slot, entries]) => (entries ?? []).map((e) => [`slot.${slot}.${e.id}`, e.label])));

/**
 * A built-in plugin's view titles that bring their English in the manifest (`{ key, text }`), by key;
 * a key the kernel still defines (i18n/en.ts) stays the kernel's to translate.
 */
const titlesOf = (id: string): Record<string, string> => Object.fromEntries(Object.values(BUILTIN_DETAILS[id]?.titles ?? {})
  .flatMap((t) => (t && typeof t === 'object' && t.text && !(t.key in KERNEL_MESSAGES) ? [[t.key, t.text]] : [])));

/**
 * Each built-in plugin's English texts: its messages, its slot labels and its views' titles (a
 * plugin's message beats the manifest's text, as at run time). What its src/locales/<tag>.ts must
 * translate. Plugins with none are left out.
 */
export const PLUGIN_ENGLISH: Record<string, Record<string, string>> = Object.fromEntries(Object.keys(BUILTIN_DETAILS)
  .map((id) => [id, { ...slotLabelsOf(id), ...titlesOf(id), ...PLUGIN_MESSAGES[id] }] as const)
  .filter(([, texts]) => Object.keys(texts).length > 0));

/** Later sources win, as at run time. */
export const ENGLISH: Record<string, string> = Object.assign({}, KERNEL_MESSAGES, ...Object.values(PLUGIN_ENGLISH));
