/**
 * The built-in manifests with their deferred details merged in, statically: for tools and tests that
 * need every field at once (the combination matrix reads slot contributions). Hosts never import it:
 * at run time the kernel fetches the details with the runtime (manifest `details`).
 */
import type { PluginManifest } from '@gangway/kernel';
import { BUILTIN_DETAILS } from './details';
import { builtinPlugins } from './index';

export const builtinPluginsWithDetails: PluginManifest[] = builtinPlugins.map((m) => ({ ...m, ...BUILTIN_DETAILS[m.id] }));
