/**
 * What several eip155 plugins need, once: chain ids, CAIP ids, network helpers, the add-chain
 * parameters, wallet error codes and their detection, wallet-answer schemas, and the eip155 service
 * contract (the chain-eip155 plugin provides it). No viem at run time: importing this pulls no chain SDK.
 */
export * from './caip';
export * from './chain-id';
export * from './networks';
export * from './rpc-urls';
export * from './send-calls';
export * from './service';
export * from './wallet-answers';
export * from './wallet-errors';
export * from './wallet-timeout';
