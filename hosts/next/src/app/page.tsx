/** The page: wagmi's account (server rendered) and the widget (browser only). */
import { Account } from './account';
import { WidgetSlot } from './widget-slot';

export default function Page() {
  return (
    <main>
      <h1>Gangway + Next.js</h1>
      <WidgetSlot />
      <Account />
    </main>
  );
}
