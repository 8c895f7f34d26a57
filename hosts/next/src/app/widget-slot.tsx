'use client';
/**
 * The widget loads in the browser only (ssr: false): the kernel's instance, the built-in plugins and
 * the button are a client chunk, never rendered on the server nor on its critical path. Until it is
 * there the slot holds a placeholder of the button's size (the same on the server and at hydration).
 */
import dynamic from 'next/dynamic';

const Widget = dynamic(() => import('../lib/widget').then((m) => m.Widget), {
  ssr: false,
  loading: () => <button type="button" disabled data-testid="widget-loading">Connect Wallet</button>,
});

export function WidgetSlot() {
  return <section><h2>Widget</h2><Widget /></section>;
}
