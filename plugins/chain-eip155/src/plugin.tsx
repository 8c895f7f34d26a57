/** The eip155 chain family: provides the eip155 service (public clients, reads, wallet requests). */
import { definePlugin } from '@gangway/kernel';
import { createEip155Service } from './create-service';
import { eip155Service } from './service';

export default definePlugin((api) => {
  api.provide(eip155Service, createEip155Service(api));
});
