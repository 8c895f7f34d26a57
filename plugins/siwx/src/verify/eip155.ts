/**
 * EIP-4361 signatures: an EOA's by recovering the signer from the personal_sign digest; otherwise a
 * smart account's on chain through viem's verifyMessage (ERC-1271, and ERC-6492 for one not yet deployed).
 */
import { isHex, recoverMessageAddress, type Address, type Hex } from 'viem';

/** The on-chain part: a viem public client's verifyMessage (or a stand-in in tests). */
export interface OnChainVerifier {
  verifyMessage(args: { address: Address; message: string; signature: Hex }): Promise<boolean>;
}

export async function verifyEip155Signature(address: string, message: string, signature: string, chain?: OnChainVerifier): Promise<boolean> {
  if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  try {
    const signer = await recoverMessageAddress({ message, signature });
    if (signer.toLowerCase() === address.toLowerCase()) return true;
  } catch { /* not a 65-byte ECDSA signature: maybe a smart account's */ }
  if (!chain) return false;
  try {
    return await chain.verifyMessage({ address: address as Address, message, signature });
  } catch {
    return false;
  }
}
