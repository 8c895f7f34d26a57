// Types for src/accounts.mjs (the devnet is plain JS; these declarations serve TypeScript consumers).
export interface EvmAccount { address: `0x${string}`; privateKey: `0x${string}` }
export interface SolanaAccount { address: string; secretKey: string }
export interface BitcoinAccount { address: string; privateKey: string; publicKey: string }
export declare const MNEMONIC: string;
export declare const evmAccounts: EvmAccount[];
export declare const deployer: EvmAccount;
export declare const spammer: EvmAccount;
export declare const solanaAccounts: SolanaAccount[];
export declare const bitcoinAccounts: BitcoinAccount[];
export declare const accounts: { evm: EvmAccount[]; solana: SolanaAccount[]; bitcoin: BitcoinAccount[]; mnemonic: string };
