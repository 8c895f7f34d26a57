/** The whole catalogue: messages (eager-safe) and alerts (lazy). Import the parts directly in eager code. */
export * from './messages';
export * from './alerts';
