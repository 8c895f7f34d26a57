/** ?siwx=local|hosted|server[,required]: the sign-in option the demo passes (a few bytes; the code loads on use). */
import { hostedSiwx, localSiwx, serverSiwx, type SIWXConfig } from '@gangway/plugin-siwx/public';
import type { DemoSettings } from './settings';

export function demoSiwx(s: DemoSettings['siwx']): SIWXConfig | undefined {
  if (!s) return undefined;
  const common = { required: s.required, statement: 'Sign in to the Gangway demo.' };
  if (s.kind === 'hosted') return hostedSiwx(common);
  if (s.kind === 'server') return serverSiwx({ ...common, baseUrl: '/siwx' });
  return localSiwx(common);
}
