/** The eip155 chain family: provides the eip155 service (public clients, reads, wallet requests). */
import { definePlugin } from '@gangway/kernel';
import { createEip155Service } from './create-service';
import { scopedEip155Service } from './scoped-service';
import { eip155Service } from '@gangway/lib-eip155';

export default definePlugin((api) => {
  const base = createEip155Service(api);
  api.provideScoped(eip155Service, (caller) => scopedEip155Service(base, caller));
});
