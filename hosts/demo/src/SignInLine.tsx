/** ?siwx=…: who is signed in (the sign-in plugin's React hook). A lazy chunk: pages without sign-in skip it. */
import { useSiwxSession } from '@gangway/plugin-siwx/react';

export default function SignInLine() {
  const session = useSiwxSession();
  return <p>Signed in: <span data-testid="siwx-session">{session ? `${session.data.chainId}:${session.data.accountAddress}` : '—'}</span></p>;
}
