/** The Solana adapter's plugin: hands the kernel's API to the host's SolanaAdapter (its bridge). */
import { definePlugin } from '@gangway/kernel';
import { bindAdapter } from '@gangway/lib-adapter';

export default definePlugin((api) => bindAdapter(api, 'solana'));
