/**
 * Issue 36's rough edges and late spec rules, each with the tests that would fail if it broke: a unit
 * test beside the code and an e2e against the devnet for what a visitor sees. rough-edges.test.mjs
 * checks every file exists and holds the named test. Add a row per rule as it lands.
 */
export const ROUGH_EDGES = [
  {
    rule: 'Visitors never see developer text for a failed remote call ("POST /v1/generators/onrampurl failed with HTTP 500", "GET /getWallets failed with HTTP 500"): the view shows a §8 text (\'Something went wrong\', \'An error occurred\' or its own catalogue text); the call, status and body go to the error hook, hence the log and, in debug mode, the console',
    tests: [
      { file: 'kernel/src/remote/client.test.ts', title: 'keeps the call in the developer message and shows visitors the fallback text (issue 36)' },
      { file: 'plugins/all-wallets/src/AllWalletsView.test.tsx', title: 'shows a malformed response as the catalogue error with a retry (the details to the error hook), and keeps working' },
      { file: 'plugins/onramp/src/plugin.test.tsx', title: 'the service down at checkout: Coinbase without SOL for an 0x address, and the failure in catalogue words' },
      { file: 'test/e2e/money/onramp.spec.ts', title: 'the service down at checkout too: an EVM account is offered no SOL, and the failure reads as the catalogue, its details in the console (issue 36)' },
      { file: 'test/e2e/faults/cases-api.ts', title: "AllWallets shows the catalogue's 'Something went wrong' (no URL, no status: those go to the console) and Try again" },
    ],
  },
  {
    rule: "The plugin error view shows 'This feature failed to load' (or a load failure's catalogue text); the developer detail (URLs, integrity hashes) only in a closed, wrapping Details disclosure and the console; nothing overflows the dialog",
    tests: [
      { file: 'kernel/src/ui/error-view.test.tsx', title: 'shows visitors the catalogue text; the developer detail only in a closed, wrapping <details>' },
      { file: 'kernel/src/ui/error-view.test.tsx', title: 'a crash goes to the collapsed detail; a failed chunk load shows its catalogue text' },
      { file: 'test/e2e/remotes/plugin-error-view.spec.ts', title: 'a tampered remote plugin: catalogue text, the hashes only in a closed, wrapping Details, nothing overflows' },
    ],
  },
  {
    rule: "The on-ramp's built-in (fallback) list offers an account only the coins of its own chain: no SOL for an EVM account, nor `assets: ['SOL']` sent with an 0x address",
    tests: [
      { file: 'plugins/onramp/src/plugin.test.tsx', title: 'the built-in list offers each account only the coins of its own chain (issue 36)' },
      { file: 'plugins/onramp/src/plugin.test.tsx', title: 'the service down: built-in options and quote, labelled' },
      { file: 'test/e2e/money/onramp.spec.ts', title: 'the service down at checkout too: an EVM account is offered no SOL' },
    ],
  },
  {
    rule: 'A host with no eip155 network (Solana-only) lists no EIP-6963 / window.ethereum wallet, and a connect to one by id is refused (\'Unsupported chain\'), never an "Unknown Network" connection',
    tests: [
      { file: 'plugins/injected/src/injected.test.ts', title: 'a host without eip155 networks (Solana-only) lists no EVM wallet, not even a late one, and refuses a connect by id (issue 36)' },
      { file: 'test/e2e/adapters/solana-only-wallets.spec.ts', title: 'a Solana-only host lists no EVM extension wallet; its Solana wallet connects on a Solana network' },
    ],
  },
  {
    rule: 'Required sign-in: after a reload the page is never connected without a session (the kernel holds the restored account connecting while sign-in looks the session up: beforeRestored), a signed-in visitor sees no prompt, and one without a session gets the sign-in view, close blocked, in the tick the account connects',
    tests: [
      { file: 'plugins/siwx/src/plugin.test.tsx', title: 'the page is never connected without a session and without the sign-in view' },
      { file: 'test/e2e/siwx/required-reload.spec.ts', title: 'required sign-in: after a reload the page is never connected without a session, and a signed-in visitor gets no prompt' },
    ],
  },
  {
    rule: 'Demo: a feature switch turns a feature that is off by default on (legalCheckbox) as well as off; each switch shows the state the widget resolved',
    tests: [
      { file: 'hosts/demo/src/toggles.test.ts', title: 'turns an off-by-default feature on, and back off, keeping the other settings' },
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: 'a feature off by default (legalCheckbox) turns on from its switch, and back off' },
    ],
  },
  {
    rule: 'Demo: Solana and Bitcoin are switches on the page (?solana=1, ?bitcoin=1), each adding its chain to the networks',
    tests: [
      { file: 'hosts/demo/src/toggles.test.ts', title: 'flips a page setting (?solana=1) and keeps the rest' },
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: 'Solana and Bitcoin are switches on the page: each adds its chain to the networks' },
    ],
  },
  {
    rule: "Demo: a ?plugin= file keeps every manifest key it carries (`contributes`, titles, …): the plugin's Account button shows",
    tests: [
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: "a ?plugin= file's slot contributions reach the widget: its Account button shows and opens its view" },
    ],
  },
  {
    rule: "The host components (connect and network buttons, React and custom elements) speak the active locale from page load, before the runtime: the locale chunk is fetched for them (once, shared with the first open); the host's own `messages` win at once",
    tests: [
      { file: 'kernel/src/react/host-buttons-locale.test.tsx', title: 'a Spanish page: the connect button turns Spanish once the locale chunk is there, the runtime still not loaded' },
      { file: 'kernel/src/react/host-buttons-locale.test.tsx', title: "the host's own wording wins at once, in any locale" },
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: "the host's Connect button speaks ?locale= from page load, before any click; the locale chunk is fetched once" },
    ],
  },
  {
    rule: 'The vanilla host shows one Connect button (its <gangway-button>); no host page asks for a favicon it does not have',
    tests: [
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: 'the vanilla host shows one Connect button (its <gangway-button>), which opens the widget' },
      { file: 'test/e2e/kernel/demo-host.spec.ts', title: 'no host page asks for a favicon it does not have: each names its own' },
    ],
  },
  {
    rule: "docs/plugins.md §10 lists every published package with the entries its package.json exports, and the kernel's validation library as valibot",
    tests: [
      { file: 'test/catalogue/sdk-packages.test.mjs', title: 'lists every published package, and nothing else' },
      { file: 'test/catalogue/sdk-packages.test.mjs', title: "names the validation library the kernel's code imports (valibot; zod is the later plugins')" },
    ],
  },
  {
    rule: "Spec §5/§6: `wallet_sendCalls` (EIP-5792) through the eip155 service: each call needs a 'to' starting with 0x and optional data starting with 0x (else §5's 'Invalid input' / 'Required' / 'Expected X received Y', nothing asked of the wallet); one wallet_sendCalls for a wallet with atomic batches, one eth_sendTransaction per call for one without; sending needs 'wallet.sign'",
    tests: [
      { file: 'libs/eip155/src/send-calls.test.ts', title: "refuses a 'to' or data not starting with 0x, a missing 'to', wrong types, and no calls, in §5's wording" },
      { file: 'plugins/chain-eip155/src/batch.test.ts', title: "refuses a malformed call with spec §5's messages, naming every problem, before the wallet is asked" },
      { file: 'plugins/chain-eip155/src/batch.test.ts', title: 'sendBatch without the capability: one eth_sendTransaction per call, each mined first, stopping at a revert' },
      { file: 'plugins/chain-eip155/src/service.test.ts', title: "refuses wallet_sendCalls batches to a caller without 'wallet.sign' (sendCalls, sendBatch, the raw request); capabilities and status are reads" },
      { file: 'test/devnet/src/wallets/evm-batches.test.mjs', title: 'sends every call of a batch on chain; the status and receipts come from the chain' },
      { file: 'test/e2e/money/send-calls.spec.ts', title: 'the visitor confirms a 3-call batch in the embedded wallet, every call shown decoded; it lands on chain and its status comes from the receipts (EIP-5792)' },
      { file: 'test/e2e/money/send-calls.spec.ts', title: 'the injected wallet sends a batch as one wallet_sendCalls; a malformed call is refused with the spec message before the wallet is asked' },
      { file: 'test/e2e/money/send-calls.spec.ts', title: 'a wallet without batches gets the fallback: one eth_sendTransaction per call, each mined before the next' },
    ],
  },
  {
    rule: "ethers 6: the adapter's BrowserProvider has ethers' request cache off, so a read right after a network switch answers the new chain (the cache keys by method and parameters, not by chain); docs/adapters.md says so for a provider the host builds itself",
    tests: [
      { file: 'plugins/adapter-ethers/src/ethers-adapter.test.ts', title: "a read right after a switch answers the new chain's value (ethers' 250 ms request cache is off: it ignores the chain)" },
      { file: 'test/e2e/adapters/helpers.ts', title: "The balance the library reads is the new chain's" },
      { file: 'test/e2e/adapters/ethers-host.spec.ts', title: 'ethers v6: connect in the widget, sign / send / switch / disconnect with ethers' },
    ],
  },
  {
    rule: 'One registry of announced wallets: EIP-6963 (injected) and Wallet Standard (Solana, Bitcoin) discovery hold, list, wait for and notify through lib-wallet; each keeps its own validation and claim rules',
    tests: [
      { file: 'libs/wallet/src/announced-wallets.test.ts', title: 'waits for a late wallet up to the bound, and gives up after it' },
      { file: 'plugins/injected/src/discovery.test.ts', title: 'a second provider under the same rdns is neither listed nor swapped in, and is reported once' },
      { file: 'libs/wallet/src/publish-standard-connectors.test.ts', title: 'applies the host lists, again on each change, until stopped' },
    ],
  },
  {
    rule: "Spec §2: the modal is appended to <body> unless append is disabled (disableAppend) or embedded: with disableAppend an open appends nothing, the modal shows where the host mounts it",
    tests: [
      { file: 'kernel/src/ui/disable-append.test.tsx', title: 'with disableAppend an open appends nothing to <body>; the modal shows in the container the host mounts' },
    ],
  },
  {
    rule: "Spec §4: a stored 'disconnected' status at start-up clears the address cache (balances) and keeps the ENS and identity lookups; a stored 'connected' starts connecting with the cache kept",
    tests: [
      { file: 'kernel/src/api/startup-stored-status.test.ts', title: "stored 'disconnected': the reload starts disconnected with the balances gone and the ENS and identity lookups kept" },
      { file: 'kernel/src/api/startup-stored-status.test.ts', title: "stored 'connected': the reload starts connecting and keeps the cached balances for the restored account" },
    ],
  },
  {
    rule: "Spec §4: the modal's loading flag is set while an open's wave is on its way and cleared when it is there, or when a plugin of it fails to load",
    tests: [
      { file: 'kernel/src/api/modal-loading.test.tsx', title: 'is set while the open waits for its wave and cleared when the wave is there' },
      { file: 'kernel/src/api/modal-loading.test.tsx', title: 'is cleared when a plugin of the wave fails to load' },
    ],
  },
  {
    rule: "Spec §8: 'Token Balance Unavailable' on a namespace no chain family serves: the balance stays '—' and the toast says why",
    tests: [
      { file: 'plugins/account/src/family-balance.test.tsx', title: 'a namespace no family serves: the balance stays "—" and the §8 toast says why' },
    ],
  },
  {
    rule: "Arabic: the NFTs tab's label reads on one line ('NFT', as es and ja), and a dollar value reads 'US$' as written, not '$US' (a left-to-right mark keeps a Latin currency symbol's sign beside its letters in right-to-left locales)",
    tests: [
      { file: 'libs/wallet/src/format.test.ts', title: "Right to left: 'US$' keeps its sign beside its letters" },
      { file: 'test/e2e/i18n/arabic-rtl.spec.ts', title: "A dollar value reads 'US$' as written, not '$US'" },
      { file: 'test/e2e/i18n/arabic-rtl.spec.ts', title: 'The tabs each read on one line' },
    ],
  },
  {
    rule: "Spec §3: each chain's account state holds addressExplorerUrl, the connected address's page on its network's explorer (asked of the chain family; none without an explorer), kept right on network switch and account change; the Account view links it in a new tab (noopener noreferrer)",
    tests: [
      { file: 'plugins/identity/src/address-details.test.ts', title: 'writes the explorer page of the connected address, and follows network switches and account changes (issue 36)' },
      { file: 'plugins/account/src/account-details.test.tsx', title: 'links the address to its explorer page from the account state, in a new tab without opener (issue 36)' },
      { file: 'test/e2e/evm-account/address-details.spec.ts', title: 'the Account view links an EVM account to its page on the devnet network’s explorer, in a new tab (issue 36)' },
    ],
  },
  {
    rule: "Spec §3: each chain's addressLabels maps its addresses to the names known for them (the account's profileName; another of its allAccounts keeps its name); the Account view lists the wallet's accounts by label or else kind",
    tests: [
      { file: 'plugins/identity/src/address-details.test.ts', title: 'labels the connected address with its name and keeps the name of another of its accounts; none without a name (issue 36)' },
      { file: 'plugins/account/src/account-details.test.tsx', title: 'lists the wallet’s accounts with their name or else their kind, the connected one marked (issue 36)' },
    ],
  },
  {
    rule: "Spec §3: Send state's receiverProfileName and receiverProfileImageUrl come from the identity service for a typed address or the address a typed name resolved to; the avatar shows beside the receiver, and a bad avatar (not a URL, javascript:, http: on an https page) never renders",
    tests: [
      { file: 'plugins/send/src/receiver-identity.test.tsx', title: 'a typed name: its address’s avatar beside it, both in the Send state (issue 36)' },
      { file: 'plugins/send/src/receiver-identity.test.tsx', title: 'a typed address: its identity’s name and avatar; no identity, nothing shown (issue 36)' },
      { file: 'plugins/send/src/receiver-identity.test.tsx', title: 'a bad avatar never renders: not a URL, javascript:, http: on an https page (issue 36)' },
      { file: 'test/e2e/evm-account/address-details.spec.ts', title: 'Send shows the avatar and name of a typed name the devnet’s identity service resolves (issue 36)' },
    ],
  },
  {
    rule: "A WalletConnect session writes the networks the wallet approved (spec §3; approvedCaipNetworkIds = the session's chains, supportsAllNetworks false, MetaMask Wallet excepted, as AppKit; on connect, session update and restore; any other connect and a disconnect support every network): the other networks are listed and marked 'Not approved by wallet', still a switch (the wallet may add the chain, spec §7)",
    tests: [
      { file: 'plugins/walletconnect/src/network-state.test.tsx', title: 'a session approving one of the two networks: approved = that one, supportsAllNetworks false; disconnect resets' },
      { file: 'plugins/walletconnect/src/network-state.test.tsx', title: 'follows the wallet session update (chains listed on the namespace count too)' },
      { file: 'plugins/walletconnect/src/network-state.test.tsx', title: 'a restored session writes its approved networks' },
      { file: 'plugins/networks/src/networks.test.tsx', title: 'a session that approved only some networks: the others are marked Not approved by wallet and still ask the wallet (spec §3)' },
      { file: 'test/e2e/evm-walletconnect/walletconnect-approved-networks.spec.ts', title: 'a wallet approving one network: the other is listed as not approved' },
    ],
  },
  {
    rule: "Send's and Swap's token pickers list the suggested tokens of the active network first on an empty search (spec §9 suggested list, one shared list in lib-wallet), then the rest; a search by symbol, name or address still finds every token",
    tests: [
      { file: 'libs/wallet/src/token-list.test.ts', title: 'an empty search puts the suggested tokens of the network first, in the list order, then the rest in their order' },
      { file: 'libs/wallet/src/token-list.test.ts', title: 'a search filters by symbol, name or address, case-insensitively, with no suggested section' },
      { file: 'libs/images/src/TokenPicker.test.tsx', title: 'an empty search lists the suggested tokens first under their heading, then the rest; choosing reports the key and closes' },
      { file: 'plugins/send/src/token-picker.test.tsx', title: 'lists the suggested tokens first (ETH, USDC), then the rest; tokens without an icon URL ask the token image by symbol' },
      { file: 'plugins/swaps/src/plugin.test.tsx', title: 'token picker: suggested tokens first with their images (icon URL, else the token image by symbol), a search finds the rest, choosing sets the token' },
      { file: 'test/e2e/money/token-pickers.spec.ts', title: "Send's and Swap's pickers list the suggested tokens first with loaded images; a search finds the rest; the network list shows pictures" },
    ],
  },
  {
    rule: "Tokens with no icon URL and the on-ramp's fiat currencies show the wallet-services image (token by symbol, currency by id) asked with the project's id; the devnet refuses an image request without a known projectId (400/403); an image that fails shows the initials, never a broken image",
    tests: [
      { file: 'libs/images/src/TokenPicker.test.tsx', title: "a token's icon URL is used as is; one without asks the token image by symbol; a failed one shows initials, not a broken image" },
      { file: 'plugins/onramp/src/currency-images.test.tsx', title: 'asks the currency image by id and the coin image by symbol, with the project id, and shows them' },
      { file: 'plugins/onramp/src/currency-images.test.tsx', title: 'a currency whose image fails shows its initials (no broken image)' },
      { file: 'test/devnet/src/api/contract/images.test.mjs', title: '%s without a projectId: 400 Missing projectId' },
      { file: 'test/devnet/src/api/contract/images.test.mjs', title: '%s with an unknown projectId: 403' },
    ],
  },
  {
    rule: "Each chain family states its native token address placeholder (spec §9: eip155 0xeeee…, solana So111…1, bip122 0x); Swaps tells the native coin by asking the family, not by a constant of its own",
    tests: [
      { file: 'libs/wallet/src/native-token.test.ts', title: 'a token with no address, or with the family placeholder (CAIP-10 or bare, any case), is the native coin' },
      { file: 'libs/wallet/src/native-token.test.ts', title: 'a token contract, or another family placeholder, is not' },
      { file: 'plugins/swaps/src/plugin.test.tsx', title: 'no approval when the chain shows enough allowance; native → ERC-20 adds the amount as value (the service sends none)' },
    ],
  },
  {
    rule: 'Big numbers keep 20 decimals (spec §9): amounts are read, multiplied and divided as exact decimals (half-up past the 20th place), never as floats; an 18-decimal amount times a price is exact',
    tests: [
      { file: 'libs/wallet/src/decimal.test.ts', title: 'reads and writes 20-decimal values exactly, where a float keeps ~16 digits' },
      { file: 'libs/wallet/src/decimal.test.ts', title: 'an 18-decimal token: base units to a decimal and a USD value with no float rounding' },
      { file: 'libs/wallet/src/decimal.test.ts', title: 'division keeps 20 decimals, rounded half-up, and refuses zero and non-numbers' },
      { file: 'plugins/swaps/src/plugin.test.tsx', title: 'the USD estimate of an 18-decimal amount is exact (no float product)' },
    ],
  },
  {
    rule: 'The devnet serves a drawn picture (no letters, no logos) for every network, token and currency image, so the demo shows images instead of two-letter badges',
    tests: [
      { file: 'test/devnet/src/api/contract/images.test.mjs', title: 'networks, tokens and currencies are drawn pictures (no letters), the same for the same id and different for another' },
      { file: 'test/e2e/money/token-pickers.spec.ts', title: "Send's and Swap's pickers list the suggested tokens first with loaded images; a search finds the rest; the network list shows pictures" },
    ],
  },
  {
    rule: "Spec §7 get chain id: after an embedded-wallet login or restore the widget asks the frame its chain (GET_CHAIN_ID, AppKit's payload); a frame on another chain is switched to the widget's network; a malformed answer, or a switch answered with another chain, is 'An error occurred' and the session and network stay; unanswered it times out after 30 s",
    tests: [
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'asks the frame its chain after a login; the same chain as the widget sends nothing more' },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "a frame on another chain after a restore is switched to the widget's network, which stays" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "a malformed answer is the spec's 'An error occurred', reported; the session and network are kept, no switch" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "a switch the frame answers with another chain is the frame's error; the widget's network is kept" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'an unanswered GET_CHAIN_ID times out after 30 s with the timeout alert; the session stays' },
    ],
  },
  {
    rule: "Spec §4/§7 the host's defaultAccountTypes in the embedded wallet: on the frame's smart-account networks 'smartAccount' sends INIT_SMART_ACCOUNT then SET_PREFERRED_ACCOUNT and the account is the smart account; 'eoa' makes none; elsewhere the EOA, shown as such; the account view shows the type the frame holds; a bad answer is 'An error occurred' and the EOA session is kept; only the visitor's own switch is stored",
    tests: [
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "eip155 'smartAccount' (the default) on a smart-account network: INIT_SMART_ACCOUNT, then SET_PREFERRED_ACCOUNT, and the account is the smart account" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "the host's defaultAccountTypes { eip155: 'eoa' }: GET_USER asks for the EOA and no smart account is made" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "defaultAccountTypes 'eoa' with a frame that holds the smart account: SET_PREFERRED_ACCOUNT { type: 'eoa' } and the account is the EOA" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "'smartAccount' on a network without smart accounts: nothing sent, the EOA shown as such" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: "a SET_PREFERRED_ACCOUNT answer that is not the smart account initialised is 'An error occurred'; the EOA session is kept" },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'a malformed INIT_SMART_ACCOUNT answer sends no SET_PREFERRED_ACCOUNT and keeps the EOA' },
      { file: 'plugins/embedded-wallet/src/plugin.test.tsx', title: 'switches the preferred account type from the settings view and stores it' },
      { file: 'test/e2e/embedded/frame-session-events.spec.ts', title: "defaultAccountTypes 'smartAccount' gives a smart account on a smart-account network; a network without them the EOA" },
    ],
  },
  {
    rule: 'Spec §7 reload: the widget sends RELOAD (AppKit W3mFrameProvider.reload) after a restore the frame failed and on Back from the Farcaster view before a login, which ends the Farcaster wait in the frame; a clean restore and a logged-in Back reload nothing',
    tests: [
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'a restore the frame fails (a malformed answer) ends disconnected and reloads the frame' },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'a restore the frame answers cleanly reloads nothing' },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'Back from the Farcaster view before a login reloads the frame (AppKit RouterController.goBack); after a login it does not' },
      { file: 'test/e2e/embedded/frame-session-events.spec.ts', title: 'Back from the Farcaster view before a login reloads the frame, which then logs in by email as before' },
    ],
  },
  {
    rule: 'A network switch inside an email session: the frame is told (SWITCH_NETWORK), its requests carry the new chain, the account and its balance follow (a smart account gives way to the EOA on a network without them)',
    tests: [
      { file: 'test/e2e/embedded/frame-session-events.spec.ts', title: 'a network switch inside an email session: the frame is told, the account and balance follow' },
      { file: 'plugins/embedded-wallet/src/session-events.test.tsx', title: 'a network switch to one without smart accounts: the frame is told, and the account follows to the EOA' },
    ],
  },
  {
    rule: "Spec §5 email change address format: the frame receives UPDATE_EMAIL { email } trimmed; a malformed address shows 'Invalid input' and is never posted; a frame refusal shows its message; a new address the frame answers that is not an email address is 'An error occurred' and the account's and stored email stay",
    tests: [
      { file: 'plugins/embedded-wallet/src/update-email.test.tsx', title: 'the frame receives UPDATE_EMAIL { email } with the address trimmed' },
      { file: 'plugins/embedded-wallet/src/update-email.test.tsx', title: "a malformed address is 'Invalid input' and never reaches the frame" },
      { file: 'plugins/embedded-wallet/src/update-email.test.tsx', title: "a new address the frame answers that is not an email address is 'An error occurred'; the account's email and the stored one stay" },
      { file: 'plugins/email/src/plugin.test.tsx', title: "email change address format: a bad address shows 'Invalid input' and the frame is not asked; a good one goes trimmed" },
      { file: 'plugins/email/src/plugin.test.tsx', title: "email change: the frame's refusal of the new address shows its message and keeps the visitor on the view" },
    ],
  },
  {
    rule: "The frame emulator answers the session events as the real frame (GET_CHAIN_ID, smart-account networks per browser context, INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT, RELOAD) and refuses malformed ones (a non-object payload, an unknown account type)",
    tests: [
      { file: 'test/devnet/src/frame/session-events.test.mjs', title: 'GET_CHAIN_ID answers the session chain, which SWITCH_NETWORK moves; an unknown chain is refused and the chain kept' },
      { file: 'test/devnet/src/frame/session-events.test.mjs', title: 'with smart-account networks: INIT_SMART_ACCOUNT then SET_PREFERRED_ACCOUNT gives the smart account, which a network without them drops' },
      { file: 'test/devnet/src/frame/session-events.test.mjs', title: 'refuses malformed events: a non-object payload, an unknown account type' },
      { file: 'test/devnet/src/frame/session-events.test.mjs', title: 'RELOAD drops the login in progress and keeps the session' },
    ],
  },
];
