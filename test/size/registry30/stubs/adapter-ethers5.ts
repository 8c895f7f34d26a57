import { definePlugin } from '@gangway/kernel';

export default definePlugin(() => undefined);
