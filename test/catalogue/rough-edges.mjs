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
    rule: 'Required sign-in: after a reload the page is never connected without a session and without the modal (the sign-in view opens, close blocked, in the tick the account connects, shows the check, and closes when a session is found)',
    tests: [
      { file: 'plugins/siwx/src/plugin.test.tsx', title: 'the page is never connected without a session and without the sign-in view' },
      { file: 'test/e2e/siwx/required-reload.spec.ts', title: 'required sign-in: after a reload the page is never connected without a session and without the modal' },
    ],
  },
];
