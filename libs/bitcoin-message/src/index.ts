export { bitcoinMessageHash, compactSize, hash160, nestedSegwitScriptHash } from './hash';
export { decodeBip137, encodeBip137, recoverBip137Key, type Bip137Kind, type Bip137Signature, type RecoveryId } from './bip137';
