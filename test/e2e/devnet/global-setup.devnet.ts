// Starts the devnet (or reuses one on the default ports) for the devnet's own specs.
import { startDevnetForTests } from '../../kit/devnet-setup';

export default async function globalSetup() {
  const devnet = await startDevnetForTests();
  return async () => {
    await devnet.stop();
  };
}
