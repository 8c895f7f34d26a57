/** EIP-55 checksums (viem's getAddress), in a chunk of their own: the Connect view does not need them, a connection does. */
import { getAddress, type Address } from 'viem';

export const checksum = (addresses: readonly string[]): Address[] => addresses.map((a) => getAddress(a));
