// A host page's code, written against the published packages only: the kernel and the built-in list.
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { ethereum } from './network.js';

const gangway = createGangway({
  projectId: 'example',
  networks: [ethereum],
  plugins: builtinPlugins,
});
document.querySelector('button')?.addEventListener('click', () => void gangway.open());
