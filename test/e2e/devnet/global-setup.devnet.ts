// The devnet's own specs test the devnet code in this checkout, so they start a private devnet on free
// ports (never reusing one that another run left on the default ports) and publish it in GANGWAY_DEVNET
// exactly as startDevnetForTests() does for app specs.
import { readyJson } from '@gangway/devnet';
// @ts-expect-error plain ESM helper without declarations
import { startTestDevnet } from '@gangway/devnet/testing';

export default async function globalSetup() {
  const devnet = await startTestDevnet();
  process.env.GANGWAY_DEVNET = JSON.stringify(readyJson(devnet));
  return async () => {
    await devnet.stop();
  };
}
